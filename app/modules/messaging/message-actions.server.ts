import type { Database } from "~/db/client.server";
import { NotFoundError } from "~/lib/not-found-error";
import { LINK_EXPIRED, LINK_INVALID, MESSAGE_SENT } from "./message-form";
import { type SendOptions, type SendResult, sendAsPro, sendByLink, sendFromAccount } from "./thread-access.server";

/**
 * What a reply form's post answers, on plain values: the routes read the
 * form and who is posting, these call the thread rules and say which status
 * to answer. A refusal keeps what was typed so the form can show it again.
 */
export type MessageActionAnswer = {
  status: 200 | 400 | 404 | 410 | 429;
  ok: boolean;
  message: string;
  /** What was typed, given back after a refusal. */
  body: string;
  retryAfterSeconds?: number;
};


function answer(result: SendResult, body: string): MessageActionAnswer {
  if (result.ok) return { status: 200, ok: true, message: MESSAGE_SENT, body: "" };
  const status = result.reason === "rate-limited" ? 429 : 400;
  return { status, ok: false, message: result.message, body, retryAfterSeconds: result.retryAfterSeconds };
}

async function notFoundAs404(work: () => Promise<MessageActionAnswer>): Promise<MessageActionAnswer> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotFoundError) return { status: 404, ok: false, message: "This conversation was not found.", body: "" };
    throw error;
  }
}

export function proMessageAction(
  db: Database,
  args: { providerId: string; leadId: string; values: Record<string, string> } & SendOptions,
): Promise<MessageActionAnswer> {
  return notFoundAs404(async () => answer(await sendAsPro(db, args), args.values.body ?? ""));
}

export function accountMessageAction(
  db: Database,
  args: { verifiedEmail: string; leadId: string; providerId: string; values: Record<string, string> } & SendOptions,
): Promise<MessageActionAnswer> {
  return notFoundAs404(async () => answer(await sendFromAccount(db, args), args.values.body ?? ""));
}


export async function linkMessageAction(
  db: Database,
  args: { token: string; values: Record<string, string> } & SendOptions,
): Promise<MessageActionAnswer> {
  const result = await sendByLink(db, args);
  if (!result.ok && (result.reason === "link-invalid" || result.reason === "link-expired")) {
    // The message is given back even so: a link that expired while its page was open would take it away with it
    // (the page shows it to copy, app/routes/messages-link.tsx).
    const body = args.values.body ?? "";
    return result.reason === "link-expired"
      ? { status: 410, ok: false, message: LINK_EXPIRED, body }
      : { status: 404, ok: false, message: LINK_INVALID, body };
  }
  return answer(result as SendResult, args.values.body ?? "");
}
