import { and, asc, eq, gt, sql } from "drizzle-orm";
import { BRAND } from "~/brand";
import type { Database } from "~/db/client.server";
import {
  consentRecords,
  leadContacts,
  leadDetails,
  leadMatches,
  leadRequests,
  leadSubmissions,
  serviceCategories,
} from "~/db/schema";
import { getZip } from "~/modules/catalog/geo";
import { resolveQuestionnaireService } from "~/modules/catalog/projects";
import { isServiceSlug, type ServiceSlug } from "~/modules/catalog/services";
import { leadPriceCredits } from "~/modules/credits/lead-price";
import { queueEmail, queueEmails } from "~/modules/notifications/outbox.server";
import type { QuestionnaireAnswers } from "./questionnaire";
import type { LeadContact } from "./lead-form";
import { recordOffers, moveRequest } from "./lead-events.server";
import { findMatches } from "./find-matches.server";
import type { ProviderCandidate } from "./match-candidates.server";
import { requestSubService } from "./request-sub-service";

export const DUPLICATE_WINDOW_DAYS = 30;

export type ConsentEvidence = {
  text: string;
  version: string;
  ip: string;
  userAgent: string;
  pageUrl: string;
};

export type LeadSubmissionInput = {
  contact: LeadContact;
  answers: QuestionnaireAnswers & { service: string; zip: string };
  idempotencyKey: string;
  consent: ConsentEvidence;
  source: "questionnaire" | "search";
  /** The absolute link to a request's results, for the e-mail sent when a repeat updates it. */
  resultsLink?: (leadId: string) => string;
  /** The absolute link to "My requests" (/account/requests), named in the confirmation e-mail. */
  requestsLink?: string;
};

export type LeadSubmissionResult = {
  leadId: string;
  /** true when a repeat within 30 days updated an earlier request. */
  updatedExisting: boolean;
  /** true when this idempotency key had already created the lead. */
  replayed: boolean;
  matchedProviderIds: string[];
};

/** Lead errors of the seed spec §8. */
export class LeadError extends Error {
  constructor(message: "No service category found" | "Failed to process your request" | "Failed to submit your request") {
    super(message);
    this.name = "LeadError";
  }
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Same person: e-mail and phone digits, case- and format-insensitive. */
export function contactKey(contact: Pick<LeadContact, "email" | "phone">): string {
  return `${contact.email.trim().toLowerCase()}|${contact.phone.replace(/\D/g, "")}`;
}

/**
 * Creates (or, for a repeat, updates) a request in one transaction: the lead,
 * the homeowner's contact, the consent record, the matched pros and the
 * notifications. A resent submit with the same idempotency key returns the
 * first result and changes nothing.
 */
export async function submitLead(db: Database, input: LeadSubmissionInput, now = new Date()): Promise<LeadSubmissionResult> {
  try {
    return await db.transaction((tx) => submitInTransaction(tx, input, now));
  } catch (error) {
    // Two identical submits raced: the loser hit the idempotency key's unique index.
    if (isUniqueViolation(error)) {
      const replay = await findSubmission(db, input.idempotencyKey);
      if (replay) return replay;
    }
    throw error;
  }
}

async function submitInTransaction(tx: Tx, input: LeadSubmissionInput, now: Date): Promise<LeadSubmissionResult> {
  const replay = await findSubmission(tx, input.idempotencyKey);
  if (replay) return replay;

  const category = await resolveCategory(tx, input.answers.service);
  const key = contactKey(input.contact);
  const budgetOption = input.answers.budget ?? null;
  const description = input.answers.details ?? input.answers.query ?? "";

  const earlier = await findRecentDuplicate(tx, { key, categoryId: category.id, zip: input.answers.zip, now });
  if (earlier) {
    // Knowing someone's e-mail and phone must not let a stranger take over or
    // erase their request: only answers that were given are merged, the
    // contact stays as the owner entered it, and the link to the results goes
    // to the owner's inbox, not to whoever submitted this time.
    await tx
      .update(leadRequests)
      .set({ ...(description ? { description } : {}), ...(budgetOption ? { budgetOption } : {}), updatedAt: now })
      .where(eq(leadRequests.id, earlier.id));
    const details = definedOnly(detailColumns(input));
    await tx.update(leadDetails).set(details).where(eq(leadDetails.leadId, earlier.id));
    await recordConsentAndKey(tx, earlier.id, input, now, "updated");
    await queueEmail(tx, {
      template: "lead-updated",
      to: earlier.email,
      subject: `We updated your ${category.name} request`,
      body: [
        `Hi ${earlier.firstName},`,
        "",
        `Someone (probably you) sent the same ${category.name.toLowerCase()} request for ${input.answers.zip} again, so we`,
        "updated the one you already have instead of starting over. Your pros are the same.",
        input.resultsLink ? `See your pros: ${input.resultsLink(earlier.id)}` : "",
        `If this wasn't you, call us at ${BRAND.phoneDisplay}.`,
      ].join("\n"),
    });
    const matches = await tx
      .select({ providerId: leadMatches.providerId })
      .from(leadMatches)
      .where(eq(leadMatches.leadId, earlier.id))
      .orderBy(asc(leadMatches.rank));
    return {
      leadId: earlier.id,
      updatedExisting: true,
      replayed: false,
      matchedProviderIds: matches.map((m) => m.providerId),
    };
  }

  const [lead] = await tx
    .insert(leadRequests)
    .values({
      title: `${category.name} Service Request`,
      description,
      zipCode: input.answers.zip,
      categoryId: category.id,
      status: "new",
      budgetOption,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: leadRequests.id });
  if (!lead) throw new LeadError("Failed to submit your request");

  await tx.insert(leadContacts).values({ leadId: lead.id, ...contactColumns(input), contactKey: key });
  await tx.insert(leadDetails).values({ leadId: lead.id, ...detailColumns(input) });
  await recordConsentAndKey(tx, lead.id, input, now, "created");

  const price = leadPriceCredits(category.slug, input.answers.urgency);
  const matched = await findMatches(tx, {
    categoryId: category.id,
    zip: input.answers.zip,
    now,
    subServiceSlug: requestSubService(input.answers.service, input.answers.system),
    priceCredits: price,
  });
  if (matched.length > 0) {
    await tx.insert(leadMatches).values(
      matched.map((pro, index) => ({
        leadId: lead.id,
        providerId: pro.id,
        rank: index + 1,
        distanceTenths: pro.distanceMiles === null ? null : Math.round(pro.distanceMiles * 10),
        priceCredits: price,
        createdAt: now,
      })),
    );
    await recordOffers(tx, { leadId: lead.id, providerIds: matched.map((pro) => pro.id), now });
    await moveRequest(tx, { leadId: lead.id, event: "match", actor: "system", now });
  }
  await queueLeadNotifications(tx, { input, categoryName: category.name, matched, price });

  return { leadId: lead.id, updatedExisting: false, replayed: false, matchedProviderIds: matched.map((m) => m.id) };
}

function contactColumns(input: LeadSubmissionInput) {
  return {
    firstName: input.contact.firstName,
    lastName: input.contact.lastName,
    email: input.contact.email,
    phone: input.contact.phone,
    smsConsent: input.contact.smsConsent,
    street: input.answers.street ?? null,
    city: input.answers.city ?? null,
  };
}

function detailColumns(input: LeadSubmissionInput) {
  return {
    serviceSlug: input.answers.service,
    query: input.answers.query ?? null,
    system: input.answers.system ?? null,
    urgency: input.answers.urgency ?? null,
    source: input.source,
  };
}

async function recordConsentAndKey(
  tx: Tx,
  leadId: string,
  input: LeadSubmissionInput,
  now: Date,
  outcome: "created" | "updated",
) {
  await tx.insert(consentRecords).values({
    leadId,
    consentText: input.consent.text,
    consentVersion: input.consent.version,
    smsConsent: input.contact.smsConsent,
    ip: input.consent.ip,
    userAgent: input.consent.userAgent.slice(0, 500),
    pageUrl: input.consent.pageUrl.slice(0, 2000),
    createdAt: now,
  });
  await tx.insert(leadSubmissions).values({ idempotencyKey: input.idempotencyKey, leadId, outcome, createdAt: now });
}

async function findSubmission(db: Pick<Database, "select">, idempotencyKey: string): Promise<LeadSubmissionResult | null> {
  const [row] = await db
    .select({ leadId: leadSubmissions.leadId, outcome: leadSubmissions.outcome })
    .from(leadSubmissions)
    .where(eq(leadSubmissions.idempotencyKey, idempotencyKey));
  if (!row) return null;
  const matches = await db
    .select({ providerId: leadMatches.providerId })
    .from(leadMatches)
    .where(eq(leadMatches.leadId, row.leadId))
    .orderBy(asc(leadMatches.rank));
  return {
    leadId: row.leadId,
    updatedExisting: row.outcome === "updated",
    replayed: true,
    matchedProviderIds: matches.map((m) => m.providerId),
  };
}

async function findRecentDuplicate(
  tx: Tx,
  request: { key: string; categoryId: number; zip: string; now: Date },
): Promise<{ id: string; email: string; firstName: string } | null> {
  const since = new Date(request.now.getTime() - DUPLICATE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await tx
    .select({ id: leadRequests.id, email: leadContacts.email, firstName: leadContacts.firstName })
    .from(leadRequests)
    .innerJoin(leadContacts, eq(leadContacts.leadId, leadRequests.id))
    .where(
      and(
        eq(leadContacts.contactKey, request.key),
        eq(leadRequests.categoryId, request.categoryId),
        eq(leadRequests.zipCode, request.zip),
        gt(leadRequests.createdAt, since),
      ),
    )
    .orderBy(sql`${leadRequests.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined)) as Partial<T>;
}

/**
 * The seed's rule, made precise: the questionnaire slug (hvac, painting …) maps
 * to its category; otherwise a case-insensitive name match; otherwise the
 * first category; with no categories at all, the spec's error.
 */
export async function resolveCategory(
  db: Pick<Database, "select">,
  service: string,
): Promise<{ id: number; name: string; slug: ServiceSlug }> {
  const resolved = resolveQuestionnaireService(service.trim().toLowerCase());
  const rows = await db
    .select({ id: serviceCategories.id, name: serviceCategories.name, slug: serviceCategories.slug })
    .from(serviceCategories)
    .orderBy(
      sql`case when ${serviceCategories.slug} = ${resolved?.category ?? ""} then 0
               when lower(${serviceCategories.name}) = lower(${service.trim()}) then 1 else 2 end`,
      asc(serviceCategories.sortOrder),
    )
    .limit(1);
  const row = rows[0];
  if (!row || !isServiceSlug(row.slug)) throw new LeadError("No service category found");
  return { id: row.id, name: row.name, slug: row.slug };
}

async function queueLeadNotifications(
  tx: Tx,
  args: { input: LeadSubmissionInput; categoryName: string; matched: ProviderCandidate[]; price: number },
) {
  const { input, categoryName, matched, price } = args;
  const place = getZip(input.answers.zip);
  const where = place ? `${place.city}, ${place.state} ${input.answers.zip}` : input.answers.zip;
  const count = matched.length;
  const offers = matched.map((pro) => ({
    template: "lead-offered",
    to: pro.email,
    userId: pro.userId,
    subject: `New ${categoryName} request near ${where}`,
    body: [
      `Hello ${pro.businessName},`,
      "",
      `A homeowner near ${where} asked for ${categoryName.toLowerCase()} help${input.answers.system ? `: ${input.answers.system}` : ""}.`,
      `This request went to ${count} pro${count === 1 ? "" : "s"} (never more than three).`,
      `Accept it for ${price} credits in your portal to see the homeowner's contact details.`,
    ].join("\n"),
  }));
  // One insert for the pros' offers and the homeowner's confirmation.
  await queueEmails(tx, [
    ...offers,
    {
      template: "lead-confirmation",
      to: input.contact.email,
      subject: `Your ${categoryName} request with ${BRAND.name}`,
      body: [
        `Hi ${input.contact.firstName},`,
        "",
        count > 0
          ? `We sent your request to ${count} vetted local pro${count === 1 ? "" : "s"}. Expect a call or text soon.`
          : "We are looking for pros in your area and will be in touch shortly.",
        ...(input.requestsLink
          ? ["", `Follow your request and the pros it went to: ${input.requestsLink}`, "(Sign up or log in with this e-mail address.)", ""]
          : []),
        `Questions? Call us at ${BRAND.phoneDisplay}.`,
      ].join("\n"),
    },
  ]);
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === "23505") return true;
  }
  return false;
}
