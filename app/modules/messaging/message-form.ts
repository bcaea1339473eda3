import * as z from "zod/mini";
import { parseForm } from "~/lib/form-result";
import type { Result } from "~/lib/result";

/** Who wrote a message, for the components that show threads (they do not import the database layer). */
export type { MessageSender } from "~/db/enums";

/**
 * The one reply form of a message thread (portal lead page, /account/requests
 * and the signed /messages/:token page): text only, trimmed, 1 to 2000
 * characters (the database's CHECK says the same).
 */
export const MESSAGE_MAX_LENGTH = 2000;

export const MESSAGE_ERRORS = {
  empty: "Write a message before sending.",
  tooLong: `Keep your message under ${MESSAGE_MAX_LENGTH} characters.`,
} as const;

export const messageFormSchema = z.object({
  body: z
    .string(MESSAGE_ERRORS.empty)
    .check(z.trim(), z.minLength(1, MESSAGE_ERRORS.empty), z.maxLength(MESSAGE_MAX_LENGTH, MESSAGE_ERRORS.tooLong)),
});

/** The body to send, or the one message the reply form shows. */
export type MessageFormResult = Result<string, { message: string }>;

export function parseMessageForm(values: Record<string, string | undefined>): MessageFormResult {
  const parsed = parseForm(messageFormSchema, { body: values.body ?? "" });
  if (parsed.ok) return { ok: true, value: parsed.value.body };
  return { ok: false, message: parsed.errors.body ?? MESSAGE_ERRORS.empty };
}

/** What the signed link's page says when the link was altered, or is too old. */
export const LINK_INVALID = "This link does not work. Please use the newest e-mail we sent you about this conversation.";
/** What the sender reads once a message went. */
export const MESSAGE_SENT = "Message sent.";

/**
 * Said in place of the box to write in, and to a post that still comes, when the pro's offer ended before it took the
 * request (the homeowner closed it or hired another pro, or the pro did not answer in time): it can no longer accept
 * the request, and only a pro who accepted may write back (thread-access.server.ts).
 */
export const OFFER_ENDED_NO_WRITE = "This pro can no longer take this request, so they cannot answer messages about it.";

export const LINK_EXPIRED = "This link has expired. Open the newest e-mail about this conversation, or log in to see your requests.";
