import * as z from "zod/mini";

export const SINGLE_LINE_MESSAGE = "Please keep this to one line (no line breaks)";

/** CR, LF and the other characters that end a line. */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/**
 * The check every one-line field (names, business names, titles, numbers)
 * carries: a line break in a name would end up in an e-mail's subject or
 * headers. Put after z.trim(), so a stray break at either end is forgiven.
 */
export function singleLine(message: string = SINGLE_LINE_MESSAGE) {
  return z.refine<string>((value) => !LINE_BREAK.test(value), message);
}
