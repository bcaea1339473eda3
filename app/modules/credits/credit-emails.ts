import { BRAND } from "~/brand";
import type { OutgoingEmail, ProRecipient } from "~/modules/notifications/index.server";
import { formatDollars } from "~/lib/money";
import { formatDate } from "~/lib/ohio-time";

export type Receipt = { paymentId: string; packageName: string; credits: number; amountCents: number; paidAt: Date; balanceAfter: number };

/** The receipt a pro gets when a purchase of credits is paid. */
export function paymentReceiptEmail(publicUrl: string, pro: ProRecipient, receipt: Receipt): OutgoingEmail {
  return {
    template: "payment-receipt",
    to: pro.to,
    userId: pro.userId,
    subject: `Receipt: ${receipt.credits} lead credits for ${formatDollars(receipt.amountCents)}`,
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
      `Your balance after this purchase: ${receipt.balanceAfter} credits`,
      "",
      `See this receipt: ${publicUrl}/provider/credits/purchases/${receipt.paymentId}`,
    ].join("\n"),
  };
}
