import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { isPaid } from "~/db/enums";
import { leadContacts, leadDetails, leadDeliveries, leadRequests, providers, serviceCategories } from "~/db/schema";
import { isServiceSlug, leadPlace } from "~/modules/catalog";
import { leadPriceCredits } from "~/modules/credits";
import { appendMessage, homeownerNameForPro } from "~/modules/messaging/index.server";
import { queueEmail } from "~/modules/notifications/index.server";
import type { HomeownerIntent } from "~/modules/intake";
import { moveRequest, recordOffers } from "~/modules/pipeline/index.server";
import { findMatchCandidates } from "./match-candidates.server";
import { ineligibility, MAX_PROS_PER_REQUEST } from "./matching";
import type { DeliveryRefusal } from "./delivery-refusals";
import { requestSubService } from "./request-sub-service";
import { pushPreview } from "~/modules/notifications";


export type DeliveryResult = {
  delivered: { providerId: string; businessName: string; phone: string }[];
};

/** A delivery the server refuses on purpose; `refusal` names the rule (delivery-refusals.ts words it for the homeowner). */
export class DeliveryError extends Error {
  constructor(
    readonly refusal: DeliveryRefusal,
    message: string,
  ) {
    super(message);
  }
}

const INTENT_LABEL: Record<HomeownerIntent, string> = {
  phone: "asked for your phone number",
  message: "sent you a message",
  all: "asked every matched pro to get in touch",
};

/**
 * The homeowner's choice wins: "Get Phone Number", "Message" and "Contact All
 * Pros" deliver the request to the chosen pros with the intent recorded. A pro
 * outside the request's matches is added only while the request has fewer than
 * three pros and the pro could have been matched.
 */
export async function deliverLead(
  db: Database,
  args: { leadId: string; providerIds: string[] | "all"; intent: HomeownerIntent; message?: string; now?: Date },
): Promise<DeliveryResult> {
  const now = args.now ?? new Date();
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({
        id: leadRequests.id,
        status: leadRequests.status,
        title: leadRequests.title,
        zipCode: leadRequests.zipCode,
        categoryId: leadRequests.categoryId,
        firstName: leadContacts.firstName,
        lastName: leadContacts.lastName,
        categorySlug: serviceCategories.slug,
        urgency: leadDetails.urgency,
        serviceSlug: leadDetails.serviceSlug,
        system: leadDetails.system,
      })
      .from(leadRequests)
      .innerJoin(leadContacts, eq(leadContacts.leadId, leadRequests.id))
      .innerJoin(serviceCategories, eq(serviceCategories.id, leadRequests.categoryId))
      .leftJoin(leadDetails, eq(leadDetails.leadId, leadRequests.id))
      .where(eq(leadRequests.id, args.leadId))
      // Deliveries to one request queue up behind each other, so two clicks at
      // once cannot push it past three pros or insert the same match twice.
      .for("update", { of: leadRequests });
    if (!lead || lead.status === "fraud") throw new DeliveryError("not-found", "Request not found");

    const delivered = await tx
      .select({ providerId: leadDeliveries.providerId, priceCredits: leadDeliveries.priceCredits, rank: leadDeliveries.rank, status: leadDeliveries.status })
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, lead.id))
      .orderBy(asc(leadDeliveries.rank));
    // An expired offer went to another pro (unanswered-offers.server.ts): it is not one of the request's pros any more.
    const existing = delivered.filter((m) => m.status !== "expired");
    const matchedIds = new Set(existing.map((m) => m.providerId));
    const targets = args.providerIds === "all" ? [...matchedIds] : args.providerIds;
    if (targets.length === 0) throw new DeliveryError("no-pros", "No pros to contact");

    const missing = targets.filter((id) => !matchedIds.has(id));
    // A closed request (a hire, the homeowner's "I no longer need this", no pro in time) goes to no new pro; the
    // pros who took it are still its pros, and the homeowner may still call or write them from its results page.
    // Said before an ended offer: the closing ends the open offers too (withdrawRequest), and a page left open
    // since would otherwise say the pro did not answer in time.
    if (missing.length > 0 && lead.status === "closed") throw new DeliveryError("closed", "This request is closed");
    if (delivered.some((m) => m.status === "expired" && targets.includes(m.providerId))) {
      throw new DeliveryError("offer-ended", "This pro did not answer in time and the request went to another pro");
    }

    if (missing.length > 0) {
      if (existing.length + missing.length > MAX_PROS_PER_REQUEST) throw new DeliveryError("full", "A request goes to at most three pros");
      const candidates = await findMatchCandidates(tx, {
        categoryId: lead.categoryId,
        zip: lead.zipCode,
        now,
        subServiceSlug: requestSubService(lead.serviceSlug, lead.system),
        providerIds: missing,
      });
      // The price the request has, or for a request no pro has yet, what it costs now.
      const price =
        existing[0]?.priceCredits ?? (isServiceSlug(lead.categorySlug) ? leadPriceCredits(lead.categorySlug, lead.urgency) : Infinity);
      // Each new pro takes a rank no live offer holds (an expired one's is free again).
      const taken = new Set(existing.map((m) => m.rank));
      for (const providerId of missing) {
        const candidate = candidates.find((c) => c.id === providerId);
        if (!candidate || ineligibility(candidate, price) !== null) throw new DeliveryError("pro-unavailable", "This pro cannot take this request");
        const rank = freeRank(taken);
        taken.add(rank);
        await tx.insert(leadDeliveries).values({
          leadId: lead.id,
          providerId,
          rank,
          distanceTenths: candidate.distanceMiles === null ? null : Math.round(candidate.distanceMiles * 10),
          priceCredits: price,
          createdAt: now,
        });
      }
      await recordOffers(tx, { leadId: lead.id, providerIds: missing, now });
      if (lead.status === "new") await moveRequest(tx, { leadId: lead.id, event: "match", actor: "homeowner", now });
    }

    // First delivery per pro records the intent; repeats (a second click) change nothing.
    const undelivered = await tx
      .update(leadDeliveries)
      .set({ homeownerIntent: args.intent, deliveredAt: now })
      .where(and(eq(leadDeliveries.leadId, lead.id), inArray(leadDeliveries.providerId, targets), isNull(leadDeliveries.deliveredAt)))
      .returning({ providerId: leadDeliveries.providerId });
    // Every message joins the pro's thread: a second one follows the first instead of replacing it.
    if (args.intent === "message" && args.message) {
      for (const providerId of targets) {
        await appendMessage(tx, { leadId: lead.id, providerId, sender: "homeowner", body: args.message, now });
      }
    }

    const pros = await tx
      .select({ id: providers.id, businessName: providers.businessName, phone: providers.phone, email: providers.email, userId: providers.userId })
      .from(providers)
      .where(inArray(providers.id, targets));
    // A pro who already took the request is told to answer, not to accept it again.
    const paid = new Set(existing.filter((m) => isPaid(m.status)).map((m) => m.providerId));
    const notify = new Set(undelivered.map((row) => row.providerId));
    if (args.intent === "message") for (const id of targets) notify.add(id);
    for (const pro of pros) {
      if (!notify.has(pro.id)) continue;
      // The homeowner's name is part of the contact the pro pays for: not before.
      const name = homeownerNameForPro({ firstName: lead.firstName, lastName: lead.lastName, paid: paid.has(pro.id) });
      await queueEmail(tx, {
        template: `lead-${args.intent}`,
        to: pro.email,
        userId: pro.userId,
        subject: `${name ?? "A homeowner"} ${INTENT_LABEL[args.intent]} (${lead.title})`,
        body: [
          `Hello ${pro.businessName},`,
          "",
          `${name ?? "A homeowner"} near ${leadPlace(lead.zipCode)} ${INTENT_LABEL[args.intent]}.`,
          args.message ? `\nTheir message:\n${args.message}\n` : "",
          paid.has(pro.id) ? "See the lead and answer in your portal:" : "Open the lead in your portal to accept it and see the contact details:",
          `${getEnv().PUBLIC_URL}/provider/leads/${lead.id}`,
        ].join("\n"),
        push: {
          title: `${name ?? "A homeowner"} ${INTENT_LABEL[args.intent]}`,
          body: args.message ? pushPreview(args.message) : lead.title,
          openPath: `/provider/leads/${lead.id}`,
        },
      });
    }
    return {
      delivered: pros.map((pro) => ({ providerId: pro.id, businessName: pro.businessName, phone: pro.phone })),
    };
  });
}

/** The lowest rank from 1 to three that no live offer of the request holds. */
export function freeRank(taken: ReadonlySet<number>): number {
  for (let rank = 1; rank <= MAX_PROS_PER_REQUEST; rank++) if (!taken.has(rank)) return rank;
  throw new DeliveryError("full", "A request goes to at most three pros");
}
