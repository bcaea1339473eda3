import { and, desc, eq, exists, gt, isNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { creditLedger, leadContacts, leadDeliveries, leadDeliveryEvents, leadRequests, providers, providerServiceZips } from "~/db/schema";
import { isDialableNorthAmerican } from "~/lib/phone";
import { chargeForLead } from "~/modules/credits/index.server";
import { isPaid } from "~/db/enums";
import { LeadActionError, moveDelivery } from "./lead-events.server";
import { NotFoundError } from "~/lib/not-found-error";
import { queueRefundDecidedEmail } from "./lead-pipeline.server";
import { AUTOMATIC_REFUND_MESSAGES, automaticRefundReason, DUPLICATE_PURCHASE_DAYS, type AutomaticRefundReason } from "./refund-rules";
import { refundDelivery } from "./refunds.server";
import { CLOSED_REQUEST_TEXT, expiredOfferText } from "./lead-labels";
import { plural } from "~/lib/plural";
import { leadsTaken } from "~/lib/metrics.server";
import { DAY_MS } from "~/lib/ohio-time";

export type HomeownerContact = { firstName: string; lastName: string; email: string; phone: string };

export type AcceptResult = {
  status: "accepted" | "refunded";
  /** Credits taken (and, when refunded, given back at once). */
  priceCredits: number;
  balanceAfter: number;
  contact: HomeownerContact;
  refund: { reason: AutomaticRefundReason; message: string } | null;
  /** true when the pro had already accepted this lead: nothing was charged again. */
  alreadyAccepted: boolean;
};

/**
 * A pro accepts an offered lead (decision 013), in one transaction:
 * move the delivery to accepted, charge its price through the ledger (which
 * refuses to overdraw), and reveal the homeowner's contact. When a rule of
 * refund-rules.ts applies, the charge is reversed in the same transaction and
 * the delivery moves on to refunded. The delivery row is locked first, so two
 * accepts of one lead by one pro charge once; the ledger's conditional update
 * keeps racing accepts of different leads within the balance.
 */
export async function acceptLead(db: Database, args: { providerId: string; leadId: string; now?: Date }): Promise<AcceptResult> {
  const result = await acceptInTransaction(db, args);
  if (!result.alreadyAccepted) leadsTaken.inc({ event: "accept" });
  return result;
}

async function acceptInTransaction(db: Database, args: { providerId: string; leadId: string; now?: Date }): Promise<AcceptResult> {
  const now = args.now ?? new Date();
  return db.transaction(async (tx) => {
    const [delivery] = await tx
      .select({
        status: leadDeliveries.status,
        priceCredits: leadDeliveries.priceCredits,
        requestStatus: leadRequests.status,
        zipCode: leadRequests.zipCode,
        categoryId: leadRequests.categoryId,
        maxCreditsPerLead: providers.maxCreditsPerLead,
        proStatus: providers.verificationStatus,
        contactKey: leadContacts.contactKey,
        firstName: leadContacts.firstName,
        lastName: leadContacts.lastName,
        email: leadContacts.email,
        phone: leadContacts.phone,
        // The refund rules' two facts come with the row, in the same statement (refundFacts below).
        ...refundFacts(tx, args.providerId, args.leadId, now),
      })
      .from(leadDeliveries)
      .innerJoin(leadRequests, eq(leadRequests.id, leadDeliveries.leadId))
      .innerJoin(providers, eq(providers.id, leadDeliveries.providerId))
      .innerJoin(leadContacts, eq(leadContacts.leadId, leadDeliveries.leadId))
      .where(and(eq(leadDeliveries.leadId, args.leadId), eq(leadDeliveries.providerId, args.providerId)))
      .for("update", { of: leadDeliveries });
    // Another pro's lead, an unknown id and a request flagged as fraud all look the same.
    if (!delivery || delivery.requestStatus === "fraud") throw new NotFoundError("Lead not found");
    const contact = { firstName: delivery.firstName, lastName: delivery.lastName, email: delivery.email, phone: delivery.phone };

    if (delivery.status !== "offered") {
      if (delivery.status === "expired") throw new LeadActionError(expiredOfferText(await expireReason(tx, args)));
      if (!isPaid(delivery.status)) throw new LeadActionError("This lead was refunded and can no longer be accepted.");
      const [pro] = await tx.select({ balance: providers.creditBalance }).from(providers).where(eq(providers.id, args.providerId));
      return { status: "accepted", priceCredits: delivery.priceCredits, balanceAfter: pro!.balance, contact, refund: null, alreadyAccepted: true };
    }
    // An offer still open on a closed request (one closed by a hire before hires ended the other offers): nobody pays for it.
    if (delivery.requestStatus === "closed") throw new LeadActionError(CLOSED_REQUEST_TEXT);
    // An operator suspended the pro (app/modules/admin/vetting-actions.server.ts): an offer made before that is not
    // the pro's to take, and taking it would hand the homeowner's phone and e-mail to a pro we stopped.
    if (delivery.proStatus !== "verified") throw new LeadActionError(NOT_VERIFIED_ACCEPT_TEXT);
    if (delivery.priceCredits > delivery.maxCreditsPerLead) {
      throw new LeadActionError(
        `This lead costs ${plural(delivery.priceCredits, "credit")}, more than your maximum of ${delivery.maxCreditsPerLead} per lead. Raise the maximum in Settings to accept it.`,
      );
    }

    const actor = `provider:${args.providerId}` as const;
    await moveDelivery(tx, { leadId: args.leadId, providerId: args.providerId, event: "accept", actor, now, lockedStatus: delivery.status });
    const charge = await chargeForLead(tx, {
      providerId: args.providerId,
      leadId: args.leadId,
      credits: delivery.priceCredits,
      idempotencyKey: `accept:${args.leadId}:${args.providerId}`,
      now,
    });

    const reason = automaticRefundReason({
      zipInArea: delivery.zipInArea,
      boughtSameRequestRecently: delivery.boughtSameRequestRecently,
      phoneDialable: isDialableNorthAmerican(delivery.phone),
    });
    if (!reason) {
      return { status: "accepted", priceCredits: delivery.priceCredits, balanceAfter: charge.balanceAfter, contact, refund: null, alreadyAccepted: false };
    }
    const message = AUTOMATIC_REFUND_MESSAGES[reason];
    const refund = await refundDelivery(tx, { leadId: args.leadId, providerId: args.providerId, actor: "system", reason: message, now });
    await queueRefundDecidedEmail(tx, args, { outcome: "automatic", credits: delivery.priceCredits, message });
    return { status: "refunded", priceCredits: delivery.priceCredits, balanceAfter: refund.balanceAfter, contact, refund: { reason, message }, alreadyAccepted: false };
  });
}

/** What a pro no longer verified (suspended) is told when it tries to accept an offer it was sent before. */
export const NOT_VERIFIED_ACCEPT_TEXT =
  "Your business is suspended, so you cannot accept leads for now. Your dashboard says why; reply to our e-mail or call us to ask.";

type Reader = Pick<Database, "select">;

/** Why the pro's offer expired: the reason its expire event carries (the clock's, or another pro's hire). */
async function expireReason(tx: Reader, args: { providerId: string; leadId: string }): Promise<string | null> {
  const [event] = await tx
    .select({ reason: leadDeliveryEvents.reason })
    .from(leadDeliveryEvents)
    .where(and(eq(leadDeliveryEvents.leadId, args.leadId), eq(leadDeliveryEvents.providerId, args.providerId), eq(leadDeliveryEvents.event, "expire")))
    .orderBy(desc(leadDeliveryEvents.createdAt))
    .limit(1);
  return event?.reason ?? null;
}

/**
 * What refund-rules.ts asks of the lead being accepted, as columns of the locked read of its delivery (the delivery's
 * own lead, homeowner and category are that read's rows): whether the pro serves its ZIP, and whether the pro paid in
 * the last 30 days for another request of the same homeowner (e-mail and phone) and category. Neither depends on this
 * transaction's own writes: the charge it makes is for this lead, which the second leaves out.
 */
function refundFacts(tx: Reader, providerId: string, leadId: string, now: Date) {
  const zip = alias(providerServiceZips, "zip");
  const charge = alias(creditLedger, "charge");
  const refund = alias(creditLedger, "refund");
  const request = alias(leadRequests, "earlier_request");
  const contact = alias(leadContacts, "earlier_contact");
  const since = new Date(now.getTime() - DUPLICATE_PURCHASE_DAYS * DAY_MS);
  const inArea = tx
    .select({ one: sql`1` })
    .from(zip)
    .where(and(eq(zip.providerId, providerId), eq(zip.zip, leadRequests.zipCode)));
  const earlierPurchase = tx
    .select({ one: sql`1` })
    .from(charge)
    .leftJoin(refund, eq(refund.reversesId, charge.id))
    .innerJoin(request, eq(request.id, charge.leadId))
    .innerJoin(contact, eq(contact.leadId, charge.leadId))
    .where(
      and(
        eq(charge.providerId, providerId),
        eq(charge.kind, "lead_charge"),
        gt(charge.createdAt, since),
        ne(charge.leadId, leadId),
        eq(contact.contactKey, leadContacts.contactKey),
        eq(request.categoryId, leadRequests.categoryId),
        // A purchase that was itself refunded does not make this one a duplicate.
        isNull(refund.id),
      ),
    );
  return { zipInArea: sql<boolean>`${exists(inArea)}`, boughtSameRequestRecently: sql<boolean>`${exists(earlierPurchase)}` };
}
