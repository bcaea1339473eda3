import { leadPlace, sentenceCaseName } from "~/modules/catalog";
import { homeownerNameForPro } from "~/modules/messaging/index.server";
import type { OutgoingEmail, ProRecipient } from "~/modules/notifications/index.server";

/** What the e-mail needs to know of a lead a pro bought and its homeowner then closed. */
export type ClosedLeadFacts = {
  leadId: string;
  categoryName: string;
  zip: string;
  firstName: string | null;
  lastName: string | null;
  /** The pro already asked for a refund of this lead and an operator has not decided yet. */
  refundPending: boolean;
};

/**
 * The e-mail telling a pro who paid for a request that its homeowner closed it ("I no longer need this", withdrawRequest
 * in hire-closes-request.server.ts). The place is said as the lead's offer said it (leadPlace); the homeowner is named
 * as the pro's e-mails name them once it paid (homeownerNameForPro). Nothing is refunded on a closing (decision 059),
 * so the e-mail offers the refund request the lead page has, or says the pro's own is waiting.
 */
export function requestClosedEmail(publicUrl: string, pro: ProRecipient, lead: ClosedLeadFacts): OutgoingEmail {
  const homeowner = homeownerNameForPro({ firstName: lead.firstName, lastName: lead.lastName, paid: true }) ?? "The homeowner";
  const work = `${sentenceCaseName(lead.categoryName)} request near ${leadPlace(lead.zip)}`;
  const leadUrl = `${publicUrl}/provider/leads/${lead.leadId}`;
  return {
    template: "request-closed-by-homeowner",
    to: pro.to,
    userId: pro.userId,
    subject: `${homeowner} closed their ${work}`,
    body: [
      `Hello ${pro.businessName},`,
      "",
      `${homeowner} closed their ${work}: they no longer need the work.`,
      "The lead stays yours, with its contact details, and nothing was refunded on its own.",
      lead.refundPending
        ? "You already asked for a refund of this lead: our team will decide and e-mail you."
        : "If you think it should be refunded, ask for a refund on the lead's page: our team decides and e-mails you.",
      "",
      `See the lead: ${leadUrl}`,
    ].join("\n"),
  };
}
