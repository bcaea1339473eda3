import { getEnv } from "~/config/env.server";
import { signToken, verifyToken } from "~/modules/security/index.server";
import { DAY_MS } from "~/lib/ohio-time";

/**
 * The review link e-mailed when a pro is marked hired: it names one delivery
 * (request and pro) and lets the homeowner review that pro without a password.
 */
export const REVIEW_TOKEN_PURPOSE = "review";
/** Long enough for the job to be finished and the homeowner to get round to it. */
export const REVIEW_LINK_DAYS = 90;

export type ReviewDelivery = { leadId: string; providerId: string };

export function reviewToken(delivery: ReviewDelivery, now = new Date(), secret = getEnv().AUTH_SECRET): string {
  const expiresAt = new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS);
  return signToken(secret, REVIEW_TOKEN_PURPOSE, `${delivery.leadId}:${delivery.providerId}`, expiresAt);
}

export type ReviewTokenCheck = { ok: true; delivery: ReviewDelivery } | { ok: false; reason: "invalid" | "expired" };

export function readReviewToken(token: string, now = new Date(), secret = getEnv().AUTH_SECRET): ReviewTokenCheck {
  const check = verifyToken(secret, REVIEW_TOKEN_PURPOSE, token, now);
  if (!check.ok) return check;
  const [leadId, providerId, extra] = check.payload.split(":");
  if (!leadId || !providerId || extra !== undefined) return { ok: false, reason: "invalid" };
  return { ok: true, delivery: { leadId, providerId } };
}

export function reviewLinkPath(token: string): string {
  return `/reviews/new/${token}`;
}
