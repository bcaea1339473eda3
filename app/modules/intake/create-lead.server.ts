import { eq } from "drizzle-orm";
import { BRAND } from "~/brand";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { insertInOneStatement, tableRows } from "~/db/prepared.server";
import {
  consentRecords,
  leadContacts,
  leadDetails,
  leadDeliveries,
  leadDeliveryEvents,
  leadRequestEvents,
  leadRequests,
  leadSubmissions,
  notifications,
} from "~/db/schema";
import { leadPlace, sentenceCaseName } from "~/modules/catalog";
import { leadPriceCredits } from "~/modules/credits";
import { type OutboxRow, type OutgoingEmail, outboxRows, queueEmail } from "~/modules/notifications/index.server";
import type { QuestionnaireAnswers } from "./questionnaire";
import type { LeadContact } from "./lead-form";
import { createdRequest, offerEvents } from "~/modules/pipeline/index.server";
import { HOMEOWNER_OFFER_TEXT, OFFER_DEADLINE_TEXT } from "~/modules/pipeline";
import { findDemoExamples, matchRequest, missedLeadEmails, type ProviderCandidate, withMissedLeadLocks } from "~/modules/matching/index.server";
import { type Category, type Earlier, findSubmission, lookUp, matchedProviderIds, replayResult } from "./intake-reads.server";
import { acceptForLine, requestSubService, holdEnds, newLeadPush, noProYetText } from "~/modules/matching";
import { plural } from "~/lib/plural";
import { leadTitle } from "./lead-title";
import { requestSummaryLines } from "./request-summary";

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
  /** Who sent it, for a repeat: only a request's own holder may update it (see mayUpdate). */
  access?: UpdateAccess;
  /** The absolute link to a request's results, for the e-mail sent when a repeat updates it. */
  resultsLink?: (leadId: string) => string;
  /** The absolute link to "My requests" (/account/requests), named in the confirmation e-mail. */
  requestsLink?: string;
  /** Demo data is on: with no real pro for the request, demo businesses are shown as marked examples. */
  showDemoExamples?: boolean;
};

/**
 * What the sender of a form proved: the request whose signed results link
 * (lead id and token) came with the form, and the verified address of the
 * account they are signed in to.
 */
export type UpdateAccess = { leadId: string | null; verifiedEmail: string | null };

/**
 * Knowing someone's e-mail and phone is not enough to change their request:
 * a repeat updates it only for the holder of its results link or its signed-in
 * owner; from anyone else it is a new request.
 */
export function mayUpdate(earlier: Pick<Earlier, "id" | "email">, access: UpdateAccess | undefined): boolean {
  if (!access) return false;
  if (access.leadId === earlier.id) return true;
  return access.verifiedEmail !== null && access.verifiedEmail.toLowerCase() === earlier.email.trim().toLowerCase();
}

export type LeadSubmissionResult = {
  leadId: string;
  /** true when a repeat within 30 days updated an earlier request. */
  updatedExisting: boolean;
  /** true when this idempotency key had already created the lead. */
  replayed: boolean;
  matchedProviderIds: string[];
};

/** The lead form's errors as the homeowner reads them. */
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
 * Creates (or, for a repeat, updates) a request atomically: the lead, the
 * homeowner's contact, the consent record, the matched pros and the
 * notifications are all written or none is. A resent submit with the same
 * idempotency key returns the first result and changes nothing.
 */
export async function submitLead(db: Database, input: LeadSubmissionInput, now = new Date()): Promise<LeadSubmissionResult> {
  try {
    return await submit(db, input, now);
  } catch (error) {
    // Two identical submits raced: the loser hit the idempotency key's unique index.
    if (isUniqueViolation(error)) {
      const replay = await findSubmission(db, input.idempotencyKey);
      if (replay) return replay;
    }
    throw error;
  }
}

/**
 * Reads, then writes. A new request is written in one statement, which is
 * atomic by itself, so it needs no transaction around it (round
 * trips were most of an intake's cost); the reads before it would see no more
 * inside one, at READ COMMITTED. A repeat's update takes several statements,
 * in a transaction. So does a new request that may tell a short pro it missed
 * it: the once-a-day rule's claim on the pro's day must last until the e-mail
 * is written (withMissedLeadLocks).
 */
async function submit(db: Database, input: LeadSubmissionInput, now: Date): Promise<LeadSubmissionResult> {
  const key = contactKey(input.contact);
  const { replay, category, earlier } = await lookUp(db, {
    idempotencyKey: input.idempotencyKey,
    service: input.answers.service,
    zip: input.answers.zip,
    key,
    now,
  });
  if (replay) return replayResult(db, replay);
  if (!category) throw new LeadError("No service category found");
  const budgetOption = input.answers.budget ?? null;
  const description = input.answers.details ?? input.answers.query ?? "";
  if (earlier && mayUpdate(earlier, input.access)) {
    return db.transaction((tx) => updateEarlier(tx, { earlier, category, input, description, budgetOption, now }));
  }

  // Matching needs nothing of the new rows, so it runs first.
  const price = leadPriceCredits(category.slug, input.answers.urgency);
  const { matched, shortOfCredits } = await matchRequest(db, {
    categoryId: category.id,
    zip: input.answers.zip,
    now,
    subServiceSlug: requestSubService(input.answers.service, input.answers.system),
    priceCredits: price,
  });
  // Pros its price was above their balance are told it went to others, with the request's own e-mails (no read when
  // none); when some may be told, the rule's read (which claims each pro's day) and this write are one transaction.
  return withMissedLeadLocks(db, { matched: matched.length, shortOfCredits }, async (db) => {
    const missed = await missedLeadEmails(db, { matched: matched.length, shortOfCredits, categoryName: category.name, zip: input.answers.zip, price, now });
    const examples =
      matched.length === 0 && input.showDemoExamples ? await findDemoExamples(db, { categoryId: category.id, zip: input.answers.zip }) : [];
    const leadId = crypto.randomUUID();
    const title = leadTitle({ categorySlug: category.slug, categoryName: category.name, subService: input.answers.system ?? null, zip: input.answers.zip, createdAt: now });
    const mail = await outboxRows(db, [...leadNotifications({ leadId, title, input, categoryName: category.name, matched, examples, price }), ...missed]);
    await writeNewRequest(db, { leadId, title, input, category, key, description, budgetOption, matched, examples, price, mail: mail.rows, now });
    return { leadId, updatedExisting: false, replayed: false, matchedProviderIds: matched.map((m) => m.id) };
  });
}

/**
 * A repeat within 30 days from the request's own holder (mayUpdate) updates
 * the earlier request: only answers that were given are merged, the contact
 * stays as the owner entered it, and the owner's inbox is told.
 */
async function updateEarlier(
  tx: Tx,
  args: {
    earlier: Earlier;
    category: Category;
    input: LeadSubmissionInput;
    description: string;
    budgetOption: LeadSubmissionInput["answers"]["budget"] | null;
    now: Date;
  },
): Promise<LeadSubmissionResult> {
  const { earlier, category, input, description, budgetOption, now } = args;
  await tx
    .update(leadRequests)
    .set({ ...(description ? { description } : {}), ...(budgetOption ? { budgetOption } : {}), updatedAt: now })
    .where(eq(leadRequests.id, earlier.id));
  const details = definedOnly(detailColumns(input));
  await tx.update(leadDetails).set(details).where(eq(leadDetails.leadId, earlier.id));
  // The repeat shows the earlier request's pros; the consent given beside them records them.
  const shown = (await matchedProviderIds(tx, earlier.id)).map((providerId) => ({ providerId, demo: false }));
  await tx.insert(consentRecords).values(consentRow(earlier.id, input, shown, now));
  await tx.insert(leadSubmissions).values({ idempotencyKey: input.idempotencyKey, leadId: earlier.id, outcome: "updated", createdAt: now });
  await queueEmail(tx, {
    template: "lead-updated",
    to: earlier.email,
    subject: `We updated your ${category.name} request`,
    body: [
      `Hi ${earlier.firstName},`,
      "",
      `Someone (probably you) sent the same ${sentenceCaseName(category.name)} request for ${input.answers.zip} again, so we`,
      "updated the one you already have instead of starting over. Your pros are the same.",
      input.resultsLink ? `See your pros: ${input.resultsLink(earlier.id)}` : "",
      `If this wasn't you, call us at ${BRAND.phoneDisplay}.`,
    ].join("\n"),
  });
  return {
    leadId: earlier.id,
    updatedExisting: true,
    replayed: false,
    matchedProviderIds: shown.map((pro) => pro.providerId),
  };
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

/**
 * A new request's rows, written by one statement (insertInOneStatement): the
 * lead (moved to matched when it has pros), contact, details, consent,
 * idempotency key, deliveries, their offers, the request's moves and the e-mails.
 */
async function writeNewRequest(
  db: Database,
  args: {
    leadId: string;
    title: string;
    input: LeadSubmissionInput;
    category: { id: number; slug: string; name: string };
    key: string;
    description: string;
    budgetOption: LeadSubmissionInput["answers"]["budget"] | null;
    matched: ProviderCandidate[];
    examples: ProviderCandidate[];
    price: number;
    mail: OutboxRow[];
    now: Date;
  },
): Promise<void> {
  const { leadId, input, matched, now } = args;
  const request = createdRequest({ leadId, events: matched.length > 0 ? ["match"] : [], actor: "system", now });
  await insertInOneStatement(db, [
    tableRows(leadRequests, [
      {
        id: leadId,
        title: args.title,
        description: args.description,
        zipCode: input.answers.zip,
        categoryId: args.category.id,
        status: request.status,
        budgetOption: args.budgetOption,
        // No real pro yet: the request waits for one (matching/held-requests.server.ts).
        heldUntil: matched.length === 0 ? holdEnds(now) : null,
        createdAt: now,
        updatedAt: now,
      },
    ]),
    tableRows(leadContacts, [{ leadId, ...contactColumns(input), contactKey: args.key }]),
    tableRows(leadDetails, [{ leadId, ...detailColumns(input) }]),
    tableRows(consentRecords, [
      consentRow(
        leadId,
        input,
        [...matched, ...args.examples].map((pro) => ({ providerId: pro.id, demo: pro.isDemo })),
        now,
      ),
    ]),
    tableRows(leadSubmissions, [{ idempotencyKey: input.idempotencyKey, leadId, outcome: "created", createdAt: now }]),
    tableRows(
      leadDeliveries,
      matched.map((pro, index) => ({
        leadId,
        providerId: pro.id,
        rank: index + 1,
        distanceTenths: pro.distanceMiles === null ? null : Math.round(pro.distanceMiles * 10),
        priceCredits: args.price,
        createdAt: now,
      })),
    ),
    tableRows(leadDeliveryEvents, offerEvents({ leadId, providerIds: matched.map((pro) => pro.id), now })),
    tableRows(leadRequestEvents, request.events),
    // Created at the request's instant: a pro's missed-lead e-mail is sent once a day by that time (missedLeadEmails).
    tableRows(
      notifications,
      args.mail.map((row) => ({ ...row, createdAt: now })),
    ),
  ]);
}

function consentRow(leadId: string, input: LeadSubmissionInput, shownProviders: { providerId: string; demo: boolean }[], now: Date) {
  return {
    leadId,
    consentText: input.consent.text,
    consentVersion: input.consent.version,
    smsConsent: input.contact.smsConsent,
    ip: input.consent.ip,
    userAgent: input.consent.userAgent.slice(0, 500),
    pageUrl: input.consent.pageUrl.slice(0, 2000),
    shownProviders,
    createdAt: now,
  };
}

function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined)) as Partial<T>;
}

/** The e-mails of a new request: an offer to each matched pro (with a push to its devices) and the homeowner's confirmation. */
function leadNotifications(args: {
  leadId: string;
  /** The request's title (lead-title.ts): the offer's subject names the job, the town and the day. */
  title: string;
  input: LeadSubmissionInput;
  categoryName: string;
  matched: ProviderCandidate[];
  examples: ProviderCandidate[];
  price: number;
}): OutgoingEmail[] {
  const { leadId, title, input, categoryName, matched, examples, price } = args;
  const where = leadPlace(input.answers.zip);
  const count = matched.length;
  const offers = matched.map((pro) => ({
    template: "lead-offered",
    to: pro.email,
    userId: pro.userId,
    subject: `New lead: ${title}`,
    body: [
      `Hello ${pro.businessName},`,
      "",
      `A homeowner near ${where} asked for ${sentenceCaseName(categoryName)} help${input.answers.system ? `: ${input.answers.system}` : ""}.`,
      `This request went to ${plural(count, "pro")} (never more than three).`,
      acceptForLine(price),
      OFFER_DEADLINE_TEXT,
      "",
      `See the lead: ${getEnv().PUBLIC_URL}/provider/leads/${leadId}`,
    ].join("\n"),
    push: newLeadPush({ leadId, title, system: input.answers.system, price }),
  }));
  return [
    ...offers,
    {
      template: "lead-confirmation",
      to: input.contact.email,
      subject: `Your ${categoryName} request with ${BRAND.name}`,
      body: [
        `Hi ${input.contact.firstName},`,
        "",
        count > 0
          ? `We sent your request to ${plural(count, "vetted local pro")}. ${HOMEOWNER_OFFER_TEXT}`
          : noProYetText({ categoryName, zip: input.answers.zip, examplesShown: examples.length > 0 }),
        "",
        ...requestSummaryLines({ answers: input.answers, phone: input.contact.phone, categoryName, where, phoneDisplay: BRAND.phoneDisplay }),
        ...(input.requestsLink
          ? ["", `${count > 0 ? "Follow your request and the pros it went to" : "Follow your request"}: ${input.requestsLink}`, "(Sign up or log in with this e-mail address.)", ""]
          : []),
        `Questions? Call us at ${BRAND.phoneDisplay}.`,
      ].join("\n"),
    },
  ];
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === "23505") return true;
  }
  return false;
}
