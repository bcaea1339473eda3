import { BRAND } from "~/brand";
import type { OutgoingEmail, ProRecipient } from "~/modules/notifications/index.server";
import { formatDollars } from "~/lib/money";
import { formatDate } from "~/lib/ohio-time";
import { plural } from "~/lib/plural";

export type Receipt = { paymentId: string; packageName: string; credits: number; amountCents: number; paidAt: Date; balanceAfter: number };

export type RefundNotice = {
  paymentId: string;
  packageName: string;
  /** What this refund gave back, and the purchase's refunds in all. */
  refundedCents: number;
  totalRefundedCents: number;
  amountCents: number;
  creditsTaken: number;
  creditsSpent: number;
  balanceAfter: number;
};

/**
 * What a pro is told when money for a purchase goes back (an operator's refund or the processor's): the money, the
 * credits taken back with it and those already spent on leads, which stay spent (docs/decisions/040). The balance
 * drops by the credits taken back, so the pro must not find that out on the credits page alone.
 */
export function purchaseRefundEmail(publicUrl: string, pro: ProRecipient, notice: RefundNotice): OutgoingEmail {
  const whole = notice.totalRefundedCents >= notice.amountCents;
  return {
    template: "purchase-refunded",
    to: pro.to,
    userId: pro.userId,
    subject: `Refund: ${formatDollars(notice.refundedCents)} for your ${notice.packageName} credits`,
    body: [
      `Hello ${pro.businessName},`,
      "",
      [
        `We refunded ${formatDollars(notice.refundedCents)} of your ${notice.packageName} purchase (${formatDollars(notice.amountCents)}).`,
        ...(notice.totalRefundedCents > notice.refundedCents
          ? [whole ? "The purchase is now refunded in full." : `In all, ${formatDollars(notice.totalRefundedCents)} of it is refunded.`]
          : []),
        "The money goes back the way you paid.",
      ].join(" "),
      notice.creditsTaken > 0
        ? `With it, ${plural(notice.creditsTaken, "unspent credit was", "unspent credits were")} taken back from your balance.`
        : "No credits were taken back from your balance.",
      ...(notice.creditsSpent > 0 ? [`${plural(notice.creditsSpent, "credit")} of it already went to leads; ${notice.creditsSpent === 1 ? "it stays" : "they stay"} spent.`] : []),
      `Your balance now: ${plural(notice.balanceAfter, "credit")}`,
      "",
      `See the purchase: ${publicUrl}/provider/credits/purchases/${notice.paymentId}`,
    ].join("\n"),
  };
}

/** The receipt a pro gets when a purchase of credits is paid. */
export function paymentReceiptEmail(publicUrl: string, pro: ProRecipient, receipt: Receipt): OutgoingEmail {
  return {
    template: "payment-receipt",
    to: pro.to,
    userId: pro.userId,
    subject: `Receipt: ${plural(receipt.credits, "lead credit")} for ${formatDollars(receipt.amountCents)}`,
    body: [
      `Hello ${pro.businessName},`,
      "",
      `Thank you for your purchase. This is your receipt from ${BRAND.name}.`,
      "",
      `Package: ${receipt.packageName}`,
      `Credits: ${receipt.credits}`,
      `Amount paid: ${formatDollars(receipt.amountCents)}`,
      `Date: ${formatDate(receipt.paidAt)}`,
      `Receipt number: ${receipt.paymentId}`,
      `Your balance after this purchase: ${plural(receipt.balanceAfter, "credit")}`,
      "",
      `See this receipt: ${publicUrl}/provider/credits/purchases/${receipt.paymentId}`,
    ].join("\n"),
  };
}
