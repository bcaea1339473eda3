import { BRAND } from "~/brand";
import type { OutgoingEmail, ProRecipient } from "~/modules/notifications/index.server";
import { plural } from "~/lib/plural";

export type RefundDecision =
  | { outcome: "approved"; credits: number; note: string }
  | { outcome: "rejected"; note: string }
  /** A rule of refund-rules.ts gave the credits back at the moment of purchase. */
  | { outcome: "automatic"; credits: number; message: string }
  /** An operator flagged the request as fraud: every pro who paid for it gets the credits back. */
  | { outcome: "fraud"; credits: number };

/**
 * The e-mail telling a pro how a refund of a lead's credits was decided, and
 * the same news as a push that opens the lead (or the credits page, for a lead
 * flagged as fraud, which leaves the inbox).
 */
export function refundDecidedEmail(
  publicUrl: string,
  pro: ProRecipient,
  lead: { id: string; title: string },
  decision: RefundDecision,
): OutgoingEmail {
  const email = refundDecidedMail(publicUrl, pro, lead, decision);
  const openPath = decision.outcome === "fraud" ? "/provider/credits" : `/provider/leads/${lead.id}`;
  const body = decision.outcome === "fraud" ? "Open your credits to see your balance." : "Open the lead to see the decision.";
  return { ...email, push: { title: email.subject, body, openPath } };
}

function refundDecidedMail(
  publicUrl: string,
  pro: ProRecipient,
  lead: { id: string; title: string },
  decision: RefundDecision,
): OutgoingEmail {
  const leadLink = `See the lead: ${publicUrl}/provider/leads/${lead.id}`;
  const note = "note" in decision && decision.note.trim() ? ["", `Note from our team: ${decision.note.trim()}`] : [];
  const common = { template: "refund-decided", to: pro.to, userId: pro.userId };
  const greeting = [`Hello ${pro.businessName},`, ""];
  switch (decision.outcome) {
    case "approved":
      return {
        ...common,
        subject: `Refund approved: ${plural(decision.credits, "credit")} for "${lead.title}"`,
        body: [
          ...greeting,
          `We approved your refund request for the lead "${lead.title}" and returned ${plural(decision.credits, "credit")} to your balance.`,
          ...note,
          "",
          leadLink,
        ].join("\n"),
      };
    case "rejected":
      return {
        ...common,
        subject: `Refund request declined: "${lead.title}"`,
        body: [
          ...greeting,
          `We looked at your refund request for the lead "${lead.title}" and could not approve it. The credits stay spent.`,
          ...note,
          "",
          `Questions? Call us at ${BRAND.phoneDisplay}.`,
          leadLink,
        ].join("\n"),
      };
    case "fraud":
      // The lead leaves the inbox with the flag, so the mail points at the ledger instead of the lead.
      return {
        ...common,
        subject: `Lead flagged as fraud: ${plural(decision.credits, "credit")} returned for "${lead.title}"`,
        body: [
          ...greeting,
          `Our team flagged the request "${lead.title}" as fraud, so we returned the ${plural(decision.credits, "credit")} you paid for it to your balance. The lead no longer shows in your inbox, and there is nothing you need to do.`,
          "",
          `See the refund in your credits: ${publicUrl}/provider/credits`,
        ].join("\n"),
      };
    case "automatic":
      return {
        ...common,
        subject: `Refunded: ${plural(decision.credits, "credit")} for "${lead.title}"`,
        body: [
          ...greeting,
          `You accepted the lead "${lead.title}", and we returned its ${plural(decision.credits, "credit")} right away.`,
          decision.message,
          "",
          leadLink,
        ].join("\n"),
      };
  }
}
