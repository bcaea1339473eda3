import type { Database } from "~/db/client.server";
import { accountMessageAction, type MessageActionAnswer } from "~/modules/messaging/index.server";
import { homeownerReviewAction, type HomeownerReviewActionResult } from "~/modules/reviews/index.server";
import { resendVerification } from "./sign-up.server";
import { type WithdrawAnswer, withdrawHomeownerRequest } from "./homeowner-requests.server";

/**
 * What the posts of "My requests" (/account/requests) do, on plain values:
 * the route checks who is signed in and reads the form, this tells the posts
 * apart by `intent`. A message or a review acts only on requests sent from
 * the account's verified address (the messaging and review modules check the
 * request is theirs), and so does closing one ("withdraw"); an unverified account
 * can only ask for its link again.
 */
export const REQUESTS_PAGE_INTENTS = ["message", "hired", "review", "withdraw", "resend"] as const;

export type RequestsPageFeedback =
  | (MessageActionAnswer & { leadId: string; providerId: string; resent: false })
  | { resent: false; review: HomeownerReviewActionResult }
  | { resent: false; review: null; withdraw: WithdrawAnswer }
  /** A post the page does not send (400): nothing to say beside a form. */
  | { resent: false; review: null }
  | { resent: true; review: null };

/** No feedback: answer a plain 404 (a conversation that is not the account's). */
export type RequestsPageAnswer =
  | { status: 404; feedback: null }
  | {
      status: MessageActionAnswer["status"] | HomeownerReviewActionResult["status"] | WithdrawAnswer["status"];
      feedback: RequestsPageFeedback;
      retryAfterSeconds?: number;
    };

export async function requestsPageAction(
  db: Database,
  config: { secret: string; publicUrl: string },
  args: { user: { id: string; email: string; emailVerified: boolean }; values: Record<string, string> },
): Promise<RequestsPageAnswer> {
  const { user, values } = args;
  if (values.intent === "message") {
    if (!user.emailVerified) return { status: 404, feedback: null };
    const thread = { leadId: values.leadId ?? "", providerId: values.providerId ?? "" };
    const answer = await accountMessageAction(db, { ...thread, verifiedEmail: user.email, values });
    if (answer.status === 404) return { status: 404, feedback: null };
    return { status: answer.status, retryAfterSeconds: answer.retryAfterSeconds, feedback: { ...answer, ...thread, resent: false } };
  }
  if (values.intent === "withdraw") {
    if (!user.emailVerified) return { status: 404, feedback: null };
    const withdraw = await withdrawHomeownerRequest(db, {
      verifiedEmail: user.email,
      userId: user.id,
      leadId: values.leadId ?? "",
      confirmed: values.confirmed === "yes",
    });
    if (withdraw.status === 404) return { status: 404, feedback: null };
    return { status: withdraw.status, feedback: { resent: false, review: null, withdraw } };
  }
  if (user.emailVerified) {
    const review = await homeownerReviewAction(db, { verifiedEmail: user.email, userId: user.id, values });
    if (review) return { status: review.status, feedback: { resent: false, review } };
  }
  if (values.intent === "resend") {
    await resendVerification(db, user.email, config);
    return { status: 200, feedback: { resent: true, review: null } };
  }
  // A post the page does not send: nothing done, and the page must not say a link went.
  return { status: 400, feedback: { resent: false, review: null } };
}
