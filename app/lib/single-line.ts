import * as z from "zod/mini";

export const SINGLE_LINE_MESSAGE = "Please keep this to one line (no line breaks)";

export const DIRECTION_MARKS_MESSAGE = "Please remove the hidden characters that reverse how this text reads";

/** CR, LF and the other characters that end a line. */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/**
 * The invisible marks that make text read right to left or back again (embeddings, overrides, isolates): in a
 * business name they would make "evil" show as "live", or a phone number's digits read in another order.
 */
const DIRECTION_MARKS = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * The check every one-line field (names, business names, titles, numbers)
 * carries: a line break in a name would end up in an e-mail's subject or
 * headers, and direction marks would make it read as something else.
 * Put after z.trim(), so a stray break at either end is forgiven.
 */
export function singleLine(message: string = SINGLE_LINE_MESSAGE) {
  return z.refine<string>((value) => !LINE_BREAK.test(value) && !DIRECTION_MARKS.test(value), {
    error: (issue) => (typeof issue.input === "string" && DIRECTION_MARKS.test(issue.input) ? DIRECTION_MARKS_MESSAGE : message),
  });
}
