import { and, asc, count, eq, gt, isNotNull, type SQL, sql } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import {
  leadContacts,
  leadDetails,
  leadDeliveries,
  leadRequests,
  providerCategories,
  providerServiceZips,
  serviceCategories,
} from "~/db/schema";
import { leadPriceCredits } from "~/modules/credits";
import { isServiceSlug, leadPlace, sentenceCaseName } from "~/modules/catalog";
import { queueEmail } from "~/modules/notifications/index.server";
import { leadAccessToken } from "./lead-access.server";
import { moveRequest, recordOffers } from "~/modules/pipeline/index.server";
import { HOMEOWNER_OFFER_TEXT, OFFER_DEADLINE_TEXT } from "~/modules/pipeline";
import { findMatchCandidates, type ProviderCandidate } from "./match-candidates.server";
import { selectMatches } from "./matching";
import { tellProsLeftOutLater } from "./missed-leads.server";
import { acceptForLine } from "./lead-offer-email";
import { askAgainHref } from "./held-requests";
import { newLeadPush } from "./new-lead-push";
import { requestSubService } from "./request-sub-service";

type Tx = Pick<Database, "select" | "insert" | "update" | "execute" | "$with" | "with">;

/** A request waiting for a pro: held, unexpired, still new, offered to nobody. */
export function stillWaiting(now: Date): SQL | undefined {
  return and(
    isNotNull(leadRequests.heldUntil),
    gt(leadRequests.heldUntil, now),
    eq(leadRequests.status, "new"),
    sql`not exists(select 1 from ${leadDeliveries} where ${leadDeliveries.leadId} = ${leadRequests.id})`,
  );
}

const inTrades = (providerId: string) => and(eq(providerCategories.categoryId, leadRequests.categoryId), eq(providerCategories.providerId, providerId));
const inArea = (providerId: string) => and(eq(providerServiceZips.zip, leadRequests.zipCode), eq(providerServiceZips.providerId, providerId));

/**
 * How many requests wait for a pro in this pro's trades and service area: what offerHeldRequests would look at,
 * before its matching rules (a job type the pro turned off, its price against the pro's credits and maximum).
 */
export async function waitingRequestCount(db: Pick<Database, "select">, providerId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(leadRequests)
    .innerJoin(providerCategories, inTrades(providerId))
    .innerJoin(providerServiceZips, inArea(providerId))
    .where(stillWaiting(now));
  return row?.n ?? 0;
}

/** What offering a waiting request needs to know of it and of its homeowner. */
export type WaitingRequest = {
  id: string;
  title: string;
  zip: string;
  categoryId: number;
  categoryName: string;
  categorySlug: string;
  serviceSlug: string | null;
  system: string | null;
  urgency: string | null;
  firstName: string;
  email: string;
};

/** Held requests with what WaitingRequest says of them; the caller adds its conditions, order and lock. */
export function waitingRequestsQuery(tx: Pick<Database, "select">) {
  return tx
    .select({
      id: leadRequests.id,
      title: leadRequests.title,
      zip: leadRequests.zipCode,
      categoryId: leadRequests.categoryId,
      categoryName: serviceCategories.name,
      categorySlug: serviceCategories.slug,
      serviceSlug: leadDetails.serviceSlug,
      system: leadDetails.system,
      urgency: leadDetails.urgency,
      firstName: leadContacts.firstName,
      email: leadContacts.email,
    })
    .from(leadRequests)
    .innerJoin(serviceCategories, eq(serviceCategories.id, leadRequests.categoryId))
    .innerJoin(leadContacts, eq(leadContacts.leadId, leadRequests.id))
    .leftJoin(leadDetails, eq(leadDetails.leadId, leadRequests.id))
    .$dynamic();
}

/**
 * Offers a pro the requests that are waiting for one (lead_requests.held_until):
 * still new, with no pro, in its categories and service area, oldest first,
 * each one it can take now by the matching rules (matching.ts `ineligibility`,
 * so never a demo business). Each request goes to this first pro, moves to
 * matched through the request graph, and the pro and the homeowner are
 * e-mailed, in the caller's transaction. Called whenever a pro may have
 * become able to take leads: approval, unpausing, a higher weekly cap, credits
 * bought, trades or area saved, the e-mail address confirmed (offer-waiting-requests.server.ts);
 * the sweep (held-request-sweep.server.ts) covers the rest, a new week under
 * the cap.
 */
export async function offerHeldRequests(tx: Tx, providerId: string, now = new Date()): Promise<string[]> {
  const waiting = await waitingRequestsQuery(tx)
    .innerJoin(providerCategories, inTrades(providerId))
    .innerJoin(providerServiceZips, inArea(providerId))
    .where(stillWaiting(now))
    .orderBy(asc(leadRequests.createdAt))
    // A homeowner's own pick or another pro's offer for the same request waits for this one.
    .for("update", { of: leadRequests });

  const offered: string[] = [];
  for (const request of waiting) {
    const price = heldRequestPrice(request);
    if (price === null) continue;
    const [candidate] = await eligibleCandidates(tx, request, price, now, [providerId]);
    if (!candidate) continue;
    await offerHeldRequest(tx, request, candidate, price, now);
    // Only this pro was read above: the others, for whom its price was above their balance, are read for the e-mail.
    await tellProsLeftOutLater(tx, { candidates: await matchCandidates(tx, request, now), offeredTo: candidate, price, categoryName: request.categoryName, zip: request.zip, now });
    offered.push(request.id);
  }
  return offered;
}

/**
 * The pros that could take a waiting request now, best first, as a request at intake ranks them (matching.ts
 * `selectMatches`); read again per request, since each offer counts toward a pro's weekly cap. Only `providerIds`
 * when given; never the pros in `exclude` (those the request was offered to before).
 */
export async function eligibleCandidates(
  tx: Tx,
  request: WaitingRequest,
  price: number,
  now: Date,
  providerIds?: readonly string[],
  exclude: ReadonlySet<string> = new Set(),
): Promise<ProviderCandidate[]> {
  return selectMatches(await matchCandidates(tx, request, now, providerIds, exclude), price);
}

/**
 * The pros of a waiting request's trade and area, as findMatchCandidates reads them (every rule still to check); only
 * `providerIds` when given, never those in `exclude`.
 */
export async function matchCandidates(
  tx: Tx,
  request: WaitingRequest,
  now: Date,
  providerIds?: readonly string[],
  exclude: ReadonlySet<string> = new Set(),
): Promise<ProviderCandidate[]> {
  const candidates = await findMatchCandidates(tx, {
    categoryId: request.categoryId,
    zip: request.zip,
    now,
    subServiceSlug: requestSubService(request.serviceSlug, request.system),
    providerIds,
  });
  return candidates.filter((candidate) => !exclude.has(candidate.id));
}

/** A waiting request's price in credits; null for a category the catalog no longer has, which no pro is offered. */
export function heldRequestPrice(request: Pick<WaitingRequest, "categorySlug" | "urgency">): number | null {
  return isServiceSlug(request.categorySlug) ? leadPriceCredits(request.categorySlug, request.urgency) : null;
}

/** A waiting request offered to one pro at its price: its delivery, the offer's event, the request matched, both told. */
export async function offerHeldRequest(tx: Tx, request: WaitingRequest, candidate: ProviderCandidate, price: number, now: Date): Promise<void> {
  await offerToPro(tx, {
    request,
    candidate,
    price,
    rank: 1,
    now,
    why: `A homeowner near ${leadPlace(request.zip)} asked for ${sentenceCaseName(request.categoryName)} help and no pro was available yet: you are the first.`,
  });
  await moveRequest(tx, { leadId: request.id, event: "match", actor: "system", reason: "A verified pro became available", now });
  await tellHomeowner(tx, request, {
    template: "lead-pro-found",
    subject: `A pro for your ${request.categoryName} request`,
    lines: [
      `Good news: ${candidate.businessName}, a verified pro near ${leadPlace(request.zip)}, is now available, and we sent them your ${sentenceCaseName(request.categoryName)} request.`,
      HOMEOWNER_OFFER_TEXT,
      "",
      `See your pro: ${getEnv().PUBLIC_URL}/search?lead=${request.id}&token=${leadAccessToken(request.id)}`,
    ],
  });
}

/** The homeowner's e-mail about their request: `lines` between the greeting and the footer the outbox adds. */
export async function tellHomeowner(
  tx: Tx,
  request: Pick<WaitingRequest, "email" | "firstName">,
  args: { template: string; subject: string; lines: string[] },
): Promise<void> {
  await queueEmail(tx, { template: args.template, to: request.email, subject: args.subject, body: [`Hi ${request.firstName},`, "", ...args.lines].join("\n") });
}

/** The end of a closing e-mail: the request is over, and where to ask again (the same trade and ZIP). */
export function askAgainLines(request: { categorySlug: string; zip: string }): string[] {
  return ["", "We're sorry we could not help this time. If you still need help, you can ask again:", `${getEnv().PUBLIC_URL}${askAgainHref(request)}`];
}

/**
 * A request offered to one more pro: the delivery at `rank`, the offer's event, and the pro told (e-mail, push and
 * text as its settings say), in the caller's transaction. `why` is the e-mail's first line.
 */
export async function offerToPro(
  tx: Tx,
  args: { request: WaitingRequest; candidate: ProviderCandidate; price: number; rank: number; now: Date; why: string },
): Promise<void> {
  const { request, candidate, price, now } = args;
  await tx.insert(leadDeliveries).values({
    leadId: request.id,
    providerId: candidate.id,
    rank: args.rank,
    distanceTenths: candidate.distanceMiles === null ? null : Math.round(candidate.distanceMiles * 10),
    priceCredits: price,
    createdAt: now,
  });
  await recordOffers(tx, { leadId: request.id, providerIds: [candidate.id], now });
  await queueEmail(tx, {
    template: "lead-offered",
    to: candidate.email,
    userId: candidate.userId,
    subject: `New lead: ${request.title}`,
    body: [
      `Hello ${candidate.businessName},`,
      "",
      args.why,
      acceptForLine(price),
      OFFER_DEADLINE_TEXT,
      "",
      `See the lead: ${getEnv().PUBLIC_URL}/provider/leads/${request.id}`,
    ].join("\n"),
    push: newLeadPush({ leadId: request.id, title: request.title, system: request.system, price }),
  });
}
