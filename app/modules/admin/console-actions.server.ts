import type { Database } from "~/db/client.server";
import type { PaymentAdapter } from "~/modules/credits";
import { adminErrorOf } from "./admin-errors.server";
import { flagLeadAsFraud } from "./admin-leads.server";
import { retryEveryFailedNotification, retryFailedNotification } from "./admin-outbox.server";
import { refundPurchase } from "./admin-purchases.server";
import { decideRefund } from "./admin-refunds.server";
import type { AuditActor } from "./audit.server";
import { createDeal, createPlacement, endPlacement, expireDeal, updateDeal } from "./partner-admin.server";
import { hideReviewWithAudit, unhideReviewWithAudit } from "./review-moderation.server";
import { plural } from "~/lib/plural";

/**
 * The console's posts, one function per page: read the intent and fields,
 * call the domain, and answer what the page shows. A refusal the operator can
 * fix is a 400 with its message (and per-field errors, with what was typed);
 * an unknown id is a 404; anything else is a real fault and is rethrown.
 */
export type ConsoleOutcome =
  | { ok: true; message: string; intent: string }
  | { ok: false; message: string; intent: string; errors?: Record<string, string>; values?: Record<string, string>; targetId?: string };

export type ConsoleAnswer = { status: 200 | 400 | 404; outcome: ConsoleOutcome };

type Values = Record<string, string>;

async function answer(intent: string, work: () => Promise<ConsoleOutcome>): Promise<ConsoleAnswer> {
  try {
    const outcome = await work();
    return { status: outcome.ok ? 200 : 400, outcome };
  } catch (error) {
    const refused = adminErrorOf(error);
    if (!refused) throw error;
    return { status: refused.status, outcome: { ok: false, intent, message: refused.message } };
  }
}

const unknownIntent = (intent: string): ConsoleAnswer => ({
  status: 400,
  outcome: { ok: false, intent, message: "This action is not known. Reload the page and try again." },
});

export function consoleLeadAction(db: Database, args: { leadId: string; actor: AuditActor; values: Values }): Promise<ConsoleAnswer> {
  const intent = args.values.intent ?? "";
  if (intent !== "flag-fraud") return Promise.resolve(unknownIntent(intent));
  return answer(intent, async () => {
    const { refunds } = await flagLeadAsFraud(db, { leadId: args.leadId, reason: args.values.reason ?? "", actor: args.actor });
    const credits = refunds.reduce((sum, refund) => sum + refund.credits, 0);
    const message =
      refunds.length === 0
        ? "Flagged as fraud. No pro had paid for it."
        : `Flagged as fraud. ${plural(refunds.length, "pro was", "pros were")} refunded ${plural(credits, "credit")} in all.`;
    return { ok: true, intent, message };
  });
}

export function refundsPageAction(db: Database, args: { actor: AuditActor; values: Values }): Promise<ConsoleAnswer> {
  const intent = args.values.intent ?? "";
  if (intent !== "approve" && intent !== "reject") return Promise.resolve(unknownIntent(intent));
  const requestId = args.values.requestId ?? "";
  return answer(intent, async () => {
    try {
      const decided = await decideRefund(db, { requestId, approve: intent === "approve", note: args.values.note ?? "", actor: args.actor });
      const message = decided.status === "approved" ? `Refund approved: ${plural(decided.refundedCredits, "credit")} returned.` : "Refund rejected. The pro was told why.";
      return { ok: true, intent, message };
    } catch (error) {
      const refused = adminErrorOf(error);
      if (refused?.status !== 400) throw error;
      // Keep what was typed next to the request it was for.
      return { ok: false, intent, message: refused.message, targetId: requestId, values: { note: args.values.note ?? "" } };
    }
  });
}

/** A purchase refunded by an operator: its money through the processor, its unspent credits through the ledger. */
export function purchasesPageAction(
  db: Database,
  args: { actor: AuditActor; values: Values; adapterNamed: (name: string) => PaymentAdapter | null },
): Promise<ConsoleAnswer> {
  const intent = args.values.intent ?? "";
  if (intent !== "refund") return Promise.resolve(unknownIntent(intent));
  const paymentId = args.values.paymentId ?? "";
  const reason = args.values.reason ?? "";
  return answer(intent, async () => {
    try {
      const refunded = await refundPurchase(db, args.adapterNamed, { paymentId, reason, actor: args.actor });
      const message = refunded.processorPending
        ? "Refund requested. The processor confirms it shortly; the credits come back out then."
        : `Refunded. ${plural(refunded.creditsReversed, "unspent credit")} taken back${refunded.creditsSpent > 0 ? ` (${plural(refunded.creditsSpent, "credit was", "credits were")} already spent)` : ""}.`;
      return { ok: true, intent, message };
    } catch (error) {
      const refused = adminErrorOf(error);
      if (refused?.status !== 400) throw error;
      return { ok: false, intent, message: refused.message, targetId: paymentId, values: { reason } };
    }
  });
}

export function partnersPageAction(db: Database, args: { actor: AuditActor; values: Values }): Promise<ConsoleAnswer> {
  const { values, actor } = args;
  const intent = values.intent ?? "";
  return answer(intent, async () => {
    switch (intent) {
      case "create-deal": {
        const result = await createDeal(db, { values, actor });
        return result.ok
          ? { ok: true, intent, message: "Deal created. It shows on the partner page now." }
          : { ok: false, intent, message: "Check the highlighted fields.", errors: result.errors, values };
      }
      case "update-deal": {
        const result = await updateDeal(db, { dealId: values.dealId ?? "", values, actor });
        return result.ok
          ? { ok: true, intent, message: "Deal saved." }
          : { ok: false, intent, message: "Check the highlighted fields.", errors: result.errors, values, targetId: values.dealId };
      }
      case "expire-deal":
        await expireDeal(db, { dealId: values.dealId ?? "", actor });
        return { ok: true, intent, message: "Deal ended. It now shows under ended offers." };
      case "create-placement": {
        const result = await createPlacement(db, { values, actor });
        return result.ok
          ? { ok: true, intent, message: "Featured partner saved." }
          : { ok: false, intent, message: "Check the highlighted fields.", errors: result.errors, values };
      }
      case "end-placement":
        await endPlacement(db, { placementId: values.placementId ?? "", actor });
        return { ok: true, intent, message: "Placement ended." };
      default:
        return unknownIntent(intent).outcome;
    }
  });
}

export function reviewsPageAction(db: Database, args: { actor: AuditActor; values: Values }): Promise<ConsoleAnswer> {
  const intent = args.values.intent ?? "";
  const reviewId = args.values.reviewId ?? "";
  if (intent === "hide") {
    return answer(intent, async () => {
      try {
        await hideReviewWithAudit(db, { reviewId, reason: args.values.reason ?? "", actor: args.actor });
        return { ok: true, intent, message: "Review hidden. The reason shows in its place." };
      } catch (error) {
        const refused = adminErrorOf(error);
        if (refused?.status !== 400) throw error;
        return { ok: false, intent, message: refused.message, targetId: reviewId, values: { reason: args.values.reason ?? "" } };
      }
    });
  }
  if (intent === "unhide") {
    return answer(intent, async () => {
      await unhideReviewWithAudit(db, { reviewId, actor: args.actor });
      return { ok: true, intent, message: "Review shown again." };
    });
  }
  return Promise.resolve(unknownIntent(intent));
}

export function outboxPageAction(db: Database, args: { actor: AuditActor; values: Values }): Promise<ConsoleAnswer> {
  const intent = args.values.intent ?? "";
  if (intent === "retry") {
    return answer(intent, async () => {
      await retryFailedNotification(db, { id: args.values.id ?? "", actor: args.actor });
      return { ok: true, intent, message: "Queued again. The mail worker sends it on its next run." };
    });
  }
  if (intent === "retry-all") {
    return answer(intent, async () => {
      const count = await retryEveryFailedNotification(db, { actor: args.actor });
      return { ok: true, intent, message: `${plural(count, "notification")} queued again.` };
    });
  }
  return Promise.resolve(unknownIntent(intent));
}
