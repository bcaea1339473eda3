import { plural } from "~/lib/plural";
import { leadPlace, sentenceCaseName } from "~/modules/catalog";
import type { OutgoingEmail, ProRecipient } from "~/modules/notifications/index.server";

/** The e-mail of a request a pro missed for its balance (notification-templates.ts in notifications). */
export const MISSED_LEAD_TEMPLATE = "lead-missed-on-balance";

/**
 * What a pro is told when a request it would have been offered went to other pros because its balance was below the
 * request's price (missed-leads.server.ts): the request as its offer would have said it (leadPlace), both figures,
 * and where to buy credits. One a day at most, so it does not count the day's other misses.
 */
export function missedLeadEmail(
  publicUrl: string,
  pro: ProRecipient & { balance: number },
  request: { categoryName: string; zip: string; price: number; matched: number },
): OutgoingEmail {
  const work = `request for ${sentenceCaseName(request.categoryName)} help near ${leadPlace(request.zip)}`;
  // Most requests go to one or two pros: "other pros" said more than happened.
  const others = request.matched === 1 ? "another pro" : `${request.matched} other pros`;
  return {
    template: MISSED_LEAD_TEMPLATE,
    to: pro.to,
    userId: pro.userId,
    subject: `A ${work} went to ${others}`,
    body: [
      `Hello ${pro.businessName},`,
      "",
      `A ${work} went to ${others}: it cost ${plural(request.price, "credit")} and your balance is ${plural(pro.balance, "credit")}.`,
      "We offer a request only to pros whose balance pays for it. We send this e-mail once a day at most, so other requests may go the same way today without another one.",
      "",
      `Buy credits: ${publicUrl}/provider/credits`,
    ].join("\n"),
  };
}
