import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  USER_ROLES,
  VERIFICATION_STATUSES,
  VERIFICATION_EVENTS,
  LEAD_STATUSES,
  LEAD_REQUEST_EVENTS,
  BUDGET_FLOOR_DOLLARS,
  BUDGET_OPTION_KEYS,
  LEAD_SOURCES,
  LEAD_SUBMISSION_OUTCOMES,
  HOMEOWNER_INTENTS,
  DELIVERY_STATUSES,
  DELIVERY_EVENTS,
  LEDGER_KINDS,
  NOTIFICATION_STATUSES,
  OUTBOX_CHANNELS,
  PAYMENT_STATUSES,
  PAYMENT_EVENTS,
  REFUND_REQUEST_STATUSES,
  REFUND_REQUEST_EVENTS,
  VETTING_CHECK_KINDS,
  VETTING_RESULTS,
  MESSAGE_SENDERS,
  NOTIFICATION_KINDS,
  NOTIFICATION_CHANNELS,
  CHANNEL_CHOICE_KINDS,
  TEXT_CONSENT_STATUSES,
  TEXT_CONSENT_EVENTS,
  TEXT_PURPOSES,
  TEXT_STATUSES,
  type BudgetOption,
  type PaymentStatus,
} from "./enums";

/**
 * Table and column names are the product's first names for them
 * (service_categories, lead_requests, user_roles). New migrations extend these
 * tables; never edit a migration that has shipped.
 */

/** `column in ('a', 'b', …)`: the CHECK that keeps a text column to its known values. */
function oneOf(column: unknown, values: readonly string[]) {
  return sql`${column} in (${sql.join(values.map((value) => sql.raw(`'${value}'`)), sql`, `)})`;
}

export const serviceCategories = pgTable("service_categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull().unique(),
  description: text("description").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

const budgetFromOption = sql.raw(
  `case budget_option ${Object.entries(BUDGET_FLOOR_DOLLARS)
    .filter(([, dollars]) => dollars !== null)
    .map(([key, dollars]) => `when '${key}' then ${dollars}`)
    .join(" ")} end`,
);

export const leadRequests = pgTable(
  "lead_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    zipCode: text("zip_code").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => serviceCategories.id),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    /** The questionnaire's budget answer, or null when none was given. */
    budgetOption: text("budget_option", { enum: BUDGET_OPTION_KEYS as [BudgetOption, ...BudgetOption[]] }),
    /** Whole dollars, derived from budget_option: null when the homeowner is not sure. */
    budget: integer("budget").generatedAlwaysAs(budgetFromOption),
    /**
     * Set when no real pro could take the request as it came in: until then it
     * waits for the first one who can (matching/held-requests.server.ts); the
     * operators' recruiting list counts these.
     */
    heldUntil: timestamp("held_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("lead_requests_category_idx").on(table.categoryId),
    index("lead_requests_zip_idx").on(table.zipCode),
    index("lead_requests_held_idx").on(table.heldUntil).where(sql`${table.heldUntil} is not null`),
    check("lead_requests_status_known", oneOf(table.status, LEAD_STATUSES)),
    check("lead_requests_budget_option_known", sql`${table.budgetOption} is null or ${oneOf(table.budgetOption, BUDGET_OPTION_KEYS)}`),
  ],
);

/** Every move of a request's status, append-only: who moved it, when and why. */
export const leadRequestEvents = pgTable(
  "lead_request_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leadRequests.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: LEAD_STATUSES }).notNull(),
    toStatus: text("to_status", { enum: LEAD_STATUSES }).notNull(),
    event: text("event", { enum: LEAD_REQUEST_EVENTS }).notNull(),
    /** "system", "homeowner", "provider:<id>" or "admin:<user id>". */
    actor: text("actor").notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("lead_request_events_lead_idx").on(table.leadId, table.createdAt),
    check("lead_request_events_from_known", oneOf(table.fromStatus, LEAD_STATUSES)),
    check("lead_request_events_to_known", oneOf(table.toStatus, LEAD_STATUSES)),
    check("lead_request_events_event_known", oneOf(table.event, LEAD_REQUEST_EVENTS)),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: USER_ROLES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    check("user_roles_role_known", oneOf(table.role, USER_ROLES)),
  ],
);

/* ------------------------------------------------------------------------ */
/* Providers, matching and the search page                                  */
/* ------------------------------------------------------------------------ */

export const providers = pgTable(
  "providers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The owning account arrives with accounts; demo providers have none.
    userId: text("user_id"),
    slug: text("slug").notNull().unique(),
    businessName: text("business_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    website: text("website"),
    description: text("description").notNull().default(""),
    baseZip: text("base_zip").notNull(),
    city: text("city").notNull(),
    serviceRadiusMiles: integer("service_radius_miles").notNull().default(25),
    verificationStatus: text("verification_status", { enum: VERIFICATION_STATUSES }).notNull().default("pending"),
    /** Average of our own verified reviews, in tenths of a star (47 = 4.7). */
    ratingTenths: integer("rating_tenths").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    medianResponseMinutes: integer("median_response_minutes"),
    answeredLeadCount: integer("answered_lead_count").notNull().default(0),
    weeklyLeadCap: integer("weekly_lead_cap").notNull().default(10),
    maxCreditsPerLead: integer("max_credits_per_lead").notNull().default(50),
    paused: boolean("paused").notNull().default(false),
    /**
     * Credits the pro holds: the sum of its credit_ledger entries, moved only by
     * app/modules/credits/ledger.server.ts in the transaction of each entry.
     */
    creditBalance: integer("credit_balance").notNull().default(0),
    yearsInBusiness: integer("years_in_business"),
    /** The uploaded logo's file name under the uploads directory, and its content type. */
    logoFile: text("logo_file"),
    logoContentType: text("logo_content_type"),
    insuranceCarrier: text("insurance_carrier"),
    insurancePolicyNumber: text("insurance_policy_number"),
    insuranceExpiresOn: date("insurance_expires_on"),
    /** The pro's Google Places listing, linked by an operator, and what it said when last read. */
    googlePlaceId: text("google_place_id"),
    googleRatingTenths: integer("google_rating_tenths"),
    googleReviewCount: integer("google_review_count"),
    googleCheckedAt: timestamp("google_checked_at", { withTimezone: true }),
    /** Why an operator rejected or suspended the pro, shown to the pro. */
    statusReason: text("status_reason"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ columns: [table.userId], foreignColumns: [users.id] }).onDelete("set null"),
    uniqueIndex("providers_user_once").on(table.userId),
    check("providers_weekly_lead_cap_range", sql`${table.weeklyLeadCap} between 1 and 100`),
    check("providers_max_credits_range", sql`${table.maxCreditsPerLead} between 5 and 200`),
    check("providers_radius_range", sql`${table.serviceRadiusMiles} between 1 and 150`),
    check("providers_google_rating_range", sql`${table.googleRatingTenths} is null or ${table.googleRatingTenths} between 0 and 50`),
    check("providers_logo_complete", sql`(${table.logoFile} is null) = (${table.logoContentType} is null)`),
    check("providers_rating_range", sql`${table.ratingTenths} between 0 and 50`),
    check("providers_status_known", oneOf(table.verificationStatus, VERIFICATION_STATUSES)),
    check("providers_credit_balance_nonnegative", sql`${table.creditBalance} >= 0`),
  ],
);

export const providerCategories = pgTable(
  "provider_categories",
  {
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => serviceCategories.id),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.categoryId] }),
    // Matching reads a trade's pros by category (index-only, in provider order).
    index("provider_categories_category_idx").on(table.categoryId, table.providerId),
  ],
);

/** The service area as the set of ZIPs it covers, so matching is one indexed lookup. */
export const providerServiceZips = pgTable(
  "provider_service_zips",
  {
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    zip: text("zip").notNull(),
    /**
     * The pro's request-independent quality (matching.ts `staticQuality`), kept
     * by triggers of migration 0008 from the providers row: set on insert, and
     * rewritten when the pro's rating, review count or response time changes.
     * Never written by the application.
     */
    matchScore: doublePrecision("match_score").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.zip] }),
    // Matching reads who covers a ZIP from the index alone (no heap visit per row).
    index("provider_service_zips_zip_provider_idx").on(table.zip, table.providerId),
    // Matching walks a ZIP's pros best first and stops once nobody unseen can win (decision 026).
    index("provider_service_zips_zip_score_idx").on(table.zip, table.matchScore.desc(), table.providerId),
  ],
);

/** A pro's license for one trade (Ohio licenses HVAC, plumbing and electrical contractors; other trades are local). */
export const providerLicenses = pgTable(
  "provider_licenses",
  {
    providerId: uuid("provider_id").notNull(),
    categoryId: integer("category_id").notNull(),
    licenseNumber: text("license_number").notNull(),
    /** Who issued it: "Ohio Construction Industry Licensing Board", a city, a county. */
    issuer: text("issuer").notNull().default(""),
    expiresOn: date("expires_on"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.categoryId] }),
    foreignKey({
      columns: [table.providerId, table.categoryId],
      foreignColumns: [providerCategories.providerId, providerCategories.categoryId],
    }).onDelete("cascade"),
    check("provider_licenses_number_length", sql`char_length(${table.licenseNumber}) between 1 and 60`),
  ],
);

/**
 * The sub-services a pro takes within one of its categories. A category with
 * none listed takes all of its sub-services.
 */
export const providerSubServices = pgTable(
  "provider_sub_services",
  {
    providerId: uuid("provider_id").notNull(),
    categoryId: integer("category_id").notNull(),
    subServiceSlug: text("sub_service_slug").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.categoryId, table.subServiceSlug] }),
    foreignKey({
      columns: [table.providerId, table.categoryId],
      foreignColumns: [providerCategories.providerId, providerCategories.categoryId],
    }).onDelete("cascade"),
  ],
);

/**
 * One vetting check of a pro by an operator (or by the system, for the
 * e-mail): the newest row per kind (and trade, for licenses) is the check's
 * state; older rows are its history. Rows are never updated.
 */
export const vettingChecks = pgTable(
  "vetting_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: VETTING_CHECK_KINDS }).notNull(),
    /** The trade a license check is for; null for every other kind. */
    categoryId: integer("category_id").references(() => serviceCategories.id),
    result: text("result", { enum: VETTING_RESULTS }).notNull(),
    note: text("note").notNull().default(""),
    /** The operator's user id, or "system". */
    checkedBy: text("checked_by").notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("vetting_checks_provider_idx").on(table.providerId, table.kind, table.checkedAt),
    check("vetting_checks_kind_known", oneOf(table.kind, VETTING_CHECK_KINDS)),
    check("vetting_checks_result_known", oneOf(table.result, VETTING_RESULTS)),
    check("vetting_checks_license_has_trade", sql`(${table.kind} = 'license') = (${table.categoryId} is not null)`),
    check("vetting_checks_note_length", sql`char_length(${table.note}) <= 1000`),
  ],
);

/**
 * Every move of a pro's vetting status, append-only (a trigger refuses
 * updates): app/modules/admin/verification-states.ts allows the move and
 * app/modules/admin/vetting-actions.server.ts writes it with the status.
 */
export const providerStatusEvents = pgTable(
  "provider_status_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: VERIFICATION_STATUSES }).notNull(),
    toStatus: text("to_status", { enum: VERIFICATION_STATUSES }).notNull(),
    event: text("event", { enum: VERIFICATION_EVENTS }).notNull(),
    /** "admin:<user id>". */
    actor: text("actor").notNull(),
    /** The reason the pro is told (a rejection or suspension), else empty. */
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("provider_status_events_provider_idx").on(table.providerId, table.createdAt),
    check("provider_status_events_from_known", oneOf(table.fromStatus, VERIFICATION_STATUSES)),
    check("provider_status_events_to_known", oneOf(table.toStatus, VERIFICATION_STATUSES)),
    check("provider_status_events_event_known", oneOf(table.event, VERIFICATION_EVENTS)),
  ],
);

export const providerReviews = pgTable(
  "provider_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id").references(() => leadRequests.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    /** The pro's one public reply. */
    replyBody: text("reply_body"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** Hidden by an operator for breaking the rules: the reason is shown in its place. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: text("hidden_by"),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("provider_reviews_provider_idx").on(table.providerId),
    // A review needs the request it is about, delivered to that pro (demo reviews excepted), once.
    foreignKey({ columns: [table.leadId, table.providerId], foreignColumns: [leadDeliveries.leadId, leadDeliveries.providerId] }),
    uniqueIndex("provider_reviews_once_per_delivery").on(table.leadId, table.providerId),
    check("provider_reviews_rating_range", sql`${table.rating} between 1 and 5`),
    check("provider_reviews_real_request", sql`${table.isDemo} or ${table.leadId} is not null`),
    check("provider_reviews_body_length", sql`char_length(${table.body}) <= 4000`),
    check("provider_reviews_reply", sql`(${table.replyBody} is null) = (${table.repliedAt} is null)`),
    check("provider_reviews_reply_length", sql`${table.replyBody} is null or char_length(${table.replyBody}) between 1 and 2000`),
    check("provider_reviews_hidden_reason", sql`(${table.hiddenAt} is null) = (${table.hiddenReason} is null)`),
  ],
);

/** The paid "partner of the month" placement per category, chosen by an operator. */
export const featuredPartners = pgTable(
  "featured_partners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => serviceCategories.id),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("featured_partners_category_idx").on(table.categoryId, table.endsAt),
    check("featured_partners_starts_before_ends", sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/** Partner-of-the-month offers shown on the landing page and /partner-of-month. */
export const partnerDeals = pgTable(
  "partner_deals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    providerId: uuid("provider_id").references(() => providers.id, { onDelete: "set null" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => serviceCategories.id),
    title: text("title").notNull(),
    description: text("description").notNull(),
    priceDollars: integer("price_dollars").notNull(),
    terms: text("terms").notNull().default(""),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("partner_deals_expires_idx").on(table.expiresAt)],
);

/* ------------------------------------------------------------------------ */
/* Lead capture, consent, matching                                           */
/* ------------------------------------------------------------------------ */

/** Homeowner details and questionnaire answers of a request (lead_requests extension). */
export const leadContacts = pgTable(
  "lead_contacts",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leadRequests.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    smsConsent: boolean("sms_consent").notNull().default(false),
    street: text("street"),
    city: text("city"),
    /** Normalized e-mail + phone, for the 30-day duplicate rule. */
    contactKey: text("contact_key").notNull(),
  },
  (table) => [index("lead_contacts_contact_key_idx").on(table.contactKey)],
);

export const leadDetails = pgTable(
  "lead_details",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leadRequests.id, { onDelete: "cascade" }),
    serviceSlug: text("service_slug").notNull(),
    /** The questionnaire's free text or the hero's search text. */
    query: text("query"),
    choice: text("choice"),
    system: text("system"),
    urgency: text("urgency"),
    /** Where the request came from: the questionnaire's lead form, or a contact action on /search. */
    source: text("source", { enum: LEAD_SOURCES }).notNull().default("questionnaire"),
  },
  (table) => [check("lead_details_source_known", oneOf(table.source, LEAD_SOURCES))],
);

/** A submit's idempotency key: the same key never creates a second lead. */

export const leadSubmissions = pgTable(
  "lead_submissions",
  {
    idempotencyKey: text("idempotency_key").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leadRequests.id, { onDelete: "cascade" }),
    /** "created" a new request or "updated" an earlier one (the 30-day repeat rule). */
    outcome: text("outcome", { enum: LEAD_SUBMISSION_OUTCOMES }).notNull().default("created"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("lead_submissions_outcome_known", oneOf(table.outcome, LEAD_SUBMISSION_OUTCOMES))],
);

export const consentRecords = pgTable(
  "consent_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leadRequests.id, { onDelete: "cascade" }),
    consentText: text("consent_text").notNull(),
    consentVersion: text("consent_version").notNull(),
    smsConsent: boolean("sms_consent").notNull(),
    ip: text("ip").notNull(),
    userAgent: text("user_agent").notNull(),
    pageUrl: text("page_url").notNull(),
    /** The businesses shown beside the consent, in order, and which were demo examples. */
    shownProviders: jsonb("shown_providers").$type<{ providerId: string; demo: boolean }[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("consent_records_lead_idx").on(table.leadId)],
);

/** A delivery: a request offered to one pro, a "lead" on the pro's screens (decision 049); at most three per request. */
export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leadRequests.id, { onDelete: "cascade" }),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    rank: integer("rank").notNull(),
    distanceTenths: integer("distance_tenths"),
    priceCredits: integer("price_credits").notNull(),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("offered"),
    homeownerIntent: text("homeowner_intent", { enum: HOMEOWNER_INTENTS }),
    /** When the homeowner chose this pro on /search (an intent above), not when the offer was made. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leadId, table.providerId] }),
    index("lead_deliveries_provider_idx").on(table.providerId, table.createdAt),
    check("lead_deliveries_status_known", oneOf(table.status, DELIVERY_STATUSES)),
    check("lead_deliveries_price_positive", sql`${table.priceCredits} > 0`),
    check("lead_deliveries_rank_range", sql`${table.rank} between 1 and 3`),
    // One live offer per rank, so at most three per request; an expired offer's rank goes to its replacement (decision 054).
    uniqueIndex("lead_deliveries_live_rank").on(table.leadId, table.rank).where(sql`${table.status} <> 'expired'`),
  ],
);

/**
 * Every move of a delivery's status, append-only (a trigger refuses updates):
 * the offer itself (from null), then each transition. Offer, acceptance and
 * first-response times, and so response time and rate, are read from here.
 */
export const leadDeliveryEvents = pgTable(
  "lead_delivery_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").notNull(),
    providerId: uuid("provider_id").notNull(),
    /** null for the offer that created the delivery. */
    fromStatus: text("from_status", { enum: DELIVERY_STATUSES }),
    toStatus: text("to_status", { enum: DELIVERY_STATUSES }).notNull(),
    event: text("event", { enum: DELIVERY_EVENTS }).notNull(),
    /** "system", "homeowner", "provider:<id>" or "admin:<user id>". */
    actor: text("actor").notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ columns: [table.leadId, table.providerId], foreignColumns: [leadDeliveries.leadId, leadDeliveries.providerId] }).onDelete(
      "cascade",
    ),
    index("lead_delivery_events_delivery_idx").on(table.leadId, table.providerId, table.createdAt),
    index("lead_delivery_events_provider_idx").on(table.providerId, table.createdAt),
    check("lead_delivery_events_from_known", sql`${table.fromStatus} is null or ${oneOf(table.fromStatus, DELIVERY_STATUSES)}`),
    check("lead_delivery_events_to_known", oneOf(table.toStatus, DELIVERY_STATUSES)),
    check("lead_delivery_events_event_known", oneOf(table.event, DELIVERY_EVENTS)),
    // Only the offer starts without a previous state.
    check("lead_delivery_events_offer_starts", sql`(${table.event} = 'offer') = (${table.fromStatus} is null)`),
  ],
);

/* ------------------------------------------------------------------------ */
/* Credits: an append-only ledger                                            */
/* ------------------------------------------------------------------------ */

export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Money history outlives nothing: a pro with ledger entries cannot be deleted.
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: LEDGER_KINDS }).notNull(),
    /** Signed credits: purchases, refunds and grants add, charges subtract, adjustments either. */
    amount: integer("amount").notNull(),
    /** The pro's balance right after this entry: the ledger's running balance. */
    balanceAfter: integer("balance_after").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    leadId: uuid("lead_id").references(() => leadRequests.id, { onDelete: "restrict" }),
    /** For a refund: the charge it reverses (each charge is refunded at most once). */
    reversesId: uuid("reverses_id"),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order entries were written: taken when the row is inserted, after the pro's balance row is locked
     * (app/modules/credits/ledger.server.ts), so it follows the running balance even when two entries share
     * a timestamp (a charge refunded in the same moment). Lists sort by it, never by time alone.
     */
    sequence: bigint("sequence", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [
    index("credit_ledger_provider_idx").on(table.providerId, table.createdAt),
    index("credit_ledger_provider_sequence_idx").on(table.providerId, table.sequence),
    foreignKey({ columns: [table.reversesId], foreignColumns: [table.id] }),
    uniqueIndex("credit_ledger_reverses_once").on(table.reversesId),
    check("credit_ledger_kind_known", oneOf(table.kind, LEDGER_KINDS)),
    check(
      "credit_ledger_amount_sign",
      sql`case ${table.kind} when 'lead_charge' then ${table.amount} < 0
        when 'purchase_refund' then ${table.amount} < 0
        when 'adjustment' then ${table.amount} <> 0
        else ${table.amount} > 0 end`,
    ),
    check("credit_ledger_balance_after_nonnegative", sql`${table.balanceAfter} >= 0`),
    check("credit_ledger_charge_has_lead", sql`${table.kind} <> 'lead_charge' or ${table.leadId} is not null`),
    check("credit_ledger_refund_reverses", sql`(${table.kind} = 'refund') = (${table.reversesId} is not null)`),
  ],
);

/** A pro's private notes on a lead it was offered. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").notNull(),
    providerId: uuid("provider_id").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ columns: [table.leadId, table.providerId], foreignColumns: [leadDeliveries.leadId, leadDeliveries.providerId] }).onDelete(
      "cascade",
    ),
    index("lead_notes_delivery_idx").on(table.leadId, table.providerId, table.createdAt),
    check("lead_notes_body_length", sql`char_length(${table.body}) between 1 and 2000`),
  ],
);

/**
 * A purchase of credits through a payment adapter (the built-in test checkout
 * or a card processor): pending until the adapter's signed callback or webhook
 * says paid, failed or expired. A paid payment points at the one ledger entry
 * it credited; a refund records the money refunded so far and the credits it
 * took back (app/modules/credits/purchase-states.ts).
 */
/** The statuses of a purchase that credited the ledger, and of one whose money was (partly) given back. */
const PAID_PAYMENT_STATUSES = ["paid", "partially_refunded", "refunded"] as const satisfies readonly PaymentStatus[];
const REFUNDED_PAYMENT_STATUSES = ["partially_refunded", "refunded"] as const satisfies readonly PaymentStatus[];

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "restrict" }),
    packageKey: text("package_key").notNull(),
    credits: integer("credits").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    /** Which adapter took it ("test", or a card processor's name) and its reference for the payment. */
    adapter: text("adapter").notNull(),
    reference: text("reference").notNull(),
    ledgerEntryId: uuid("ledger_entry_id").references(() => creditLedger.id),
    /** The processor's id of the money itself, which refunds name (Stripe: the PaymentIntent); set when paid. */
    chargeReference: text("charge_reference"),
    failureReason: text("failure_reason"),
    /** Money refunded so far (the processor's running total) and the credits those refunds took back. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    creditsReversed: integer("credits_reversed").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("payments_adapter_reference").on(table.adapter, table.reference),
    uniqueIndex("payments_ledger_entry_once").on(table.ledgerEntryId),
    index("payments_provider_idx").on(table.providerId, table.createdAt),
    check("payments_status_known", oneOf(table.status, PAYMENT_STATUSES)),
    check("payments_positive", sql`${table.credits} > 0 and ${table.amountCents} > 0`),
    uniqueIndex("payments_adapter_charge").on(table.adapter, table.chargeReference),
    check("payments_paid_has_entry", sql`(${oneOf(table.status, PAID_PAYMENT_STATUSES)}) = (${table.ledgerEntryId} is not null)`),
    check("payments_completed_when_done", sql`(${table.status} = 'pending') = (${table.completedAt} is null)`),
    check("payments_refund_bounds", sql`${table.refundedCents} between 0 and ${table.amountCents} and ${table.creditsReversed} between 0 and ${table.credits}`),
    check("payments_refunded_has_money_back", sql`(${oneOf(table.status, REFUNDED_PAYMENT_STATUSES)}) = (${table.refundedCents} > 0)`),
  ],
);

/** Every move of a purchase's status, append-only: what happened, from what, to what, and who or what said so. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    event: text("event", { enum: PAYMENT_EVENTS }).notNull(),
    fromStatus: text("from_status", { enum: PAYMENT_STATUSES }).notNull(),
    toStatus: text("to_status", { enum: PAYMENT_STATUSES }).notNull(),
    /** "stripe:evt_…" (a webhook), "stripe:return" (the buyer came back), "test-checkout", or "admin:<user id>". */
    source: text("source").notNull(),
    detail: text("detail").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payment_events_payment_idx").on(table.paymentId, table.createdAt),
    check("payment_events_event_known", oneOf(table.event, PAYMENT_EVENTS)),
    check("payment_events_from_known", oneOf(table.fromStatus, PAYMENT_STATUSES)),
    check("payment_events_to_known", oneOf(table.toStatus, PAYMENT_STATUSES)),
  ],
);

/**
 * Each processor webhook event applied once: its id is claimed in the
 * transaction that applies it, so a retry, a replay or a duplicate delivery
 * (even at the same moment) finds it taken and changes nothing.
 */
export const processorEvents = pgTable(
  "processor_events",
  {
    adapter: text("adapter").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "restrict" }),
    /** What applying it did: "paid", "refunded", "ignored: …". */
    outcome: text("outcome").notNull().default(""),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.adapter, table.eventId] }), index("processor_events_payment_idx").on(table.paymentId)],
);

/** A pro's request for a refund the automatic rules did not give, decided by an operator. */
export const refundRequests = pgTable(
  "refund_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").notNull(),
    providerId: uuid("provider_id").notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: REFUND_REQUEST_STATUSES }).notNull().default("pending"),
    decidedBy: text("decided_by"),
    decisionNote: text("decision_note"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ columns: [table.leadId, table.providerId], foreignColumns: [leadDeliveries.leadId, leadDeliveries.providerId] }).onDelete(
      "cascade",
    ),
    // One open request per delivery at a time.
    uniqueIndex("refund_requests_one_pending").on(table.leadId, table.providerId).where(sql`status = 'pending'`),
    index("refund_requests_status_idx").on(table.status, table.createdAt),
    check("refund_requests_status_known", oneOf(table.status, REFUND_REQUEST_STATUSES)),
    check("refund_requests_reason_length", sql`char_length(${table.reason}) between 1 and 1000`),
    check("refund_requests_decided", sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`),
  ],
);

/**
 * Every move of a refund request, append-only (a trigger refuses updates):
 * the request itself (from null), then the operator's decision
 * (app/modules/pipeline/refund-request-states.ts, refunds.server.ts).
 */
export const refundRequestEvents = pgTable(
  "refund_request_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => refundRequests.id, { onDelete: "cascade" }),
    /** null for the request that created the row. */
    fromStatus: text("from_status", { enum: REFUND_REQUEST_STATUSES }),
    toStatus: text("to_status", { enum: REFUND_REQUEST_STATUSES }).notNull(),
    event: text("event", { enum: REFUND_REQUEST_EVENTS }).notNull(),
    /** "provider:<id>" for the request, "admin:<user id>" for a decision. */
    actor: text("actor").notNull(),
    /** The pro's reason, or the operator's note. */
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("refund_request_events_request_idx").on(table.requestId, table.createdAt),
    check("refund_request_events_from_known", sql`${table.fromStatus} is null or ${oneOf(table.fromStatus, REFUND_REQUEST_STATUSES)}`),
    check("refund_request_events_to_known", oneOf(table.toStatus, REFUND_REQUEST_STATUSES)),
    check("refund_request_events_event_known", oneOf(table.event, REFUND_REQUEST_EVENTS)),
    // Only the request starts without a previous state.
    check("refund_request_events_request_starts", sql`(${table.event} = 'request') = (${table.fromStatus} is null)`),
  ],
);

/* ------------------------------------------------------------------------ */
/* Notifications outbox and public contact messages                          */
/* ------------------------------------------------------------------------ */

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which message: lead-offered, lead-confirmation, contact-message, … */
    template: text("template").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    /** The plain-text part; htmlBody is the HTML part (empty in rows written before it existed). */
    body: text("body").notNull(),
    htmlBody: text("html_body").notNull().default(""),
    /** The account it was sent to, when the recipient has one (for preferences and operators' views). */
    userId: text("user_id"),
    /** The recipient's signed stop link, sent as the List-Unsubscribe header; null for mail that cannot be turned off. */
    unsubscribeUrl: text("unsubscribe_url"),
    status: text("status", { enum: NOTIFICATION_STATUSES }).notNull().default("pending"),
    /** "push": subject is the title, body the text, openPath the portal page a click opens, on the device below. */
    channel: text("channel", { enum: OUTBOX_CHANNELS }).notNull().default("email"),
    /** A push's device; a device that is gone takes its pending pushes with it. */
    pushSubscriptionId: uuid("push_subscription_id").references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    openPath: text("open_path"),
    /** A worker's claim: no other worker sends this row before then (claimed with FOR UPDATE SKIP LOCKED). */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("notifications_pending_idx").on(table.status, table.nextAttemptAt),
    // Whether a pro was already told today of a request it missed for its balance (app/modules/matching/missed-leads.server.ts).
    index("notifications_missed_lead_idx")
      .on(table.userId, table.createdAt)
      .where(sql`${table.template} = 'lead-missed-on-balance'`),
    check("notifications_status_known", oneOf(table.status, NOTIFICATION_STATUSES)),
    check("notifications_channel_known", oneOf(table.channel, OUTBOX_CHANNELS)),
    check("notifications_push_has_device", sql`(${table.channel} = 'push') = (${table.pushSubscriptionId} is not null)`),
  ],
);

/** The e-mails a user turned off; every kind not listed here is sent. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    email: boolean("email").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check("notification_preferences_kind_known", oneOf(table.kind, NOTIFICATION_KINDS)),
  ],
);

/**
 * A device (browser) on which a user turned push notifications on: what its
 * browser's push service gave it. Removed when the user turns it off or the
 * push service answers that it is gone (404/410).
 */
export const pushSubscriptions = pgTable("push_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The push service's address for this device; one device, one row (subscribing again replaces it). */
  endpoint: text("endpoint").notNull().unique(),
  /** The device's public key (P-256, base64url) and auth secret: each push is encrypted to them. */
  p256dh: text("p256dh").notNull(),
  auth: text("auth").notNull(),
  /** "Chrome on Android", from the user agent, so the pro can tell its devices apart. */
  device: text("device").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index("push_subscriptions_user_idx").on(table.userId)]);

/** The site's VAPID key pair, made at first start when the environment sets none (one row). */
export const webPushKeys = pgTable(
  "web_push_keys",
  {
    id: integer("id").primaryKey().default(1),
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("web_push_keys_one_row", sql`${table.id} = 1`)],
);

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  topic: text("topic").notNull(),
  message: text("message").notNull(),
  ip: text("ip").notNull(),
  userAgent: text("user_agent").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/* ------------------------------------------------------------------------ */
/* Versions of what public pages show, for cache invalidation               */
/* ------------------------------------------------------------------------ */

/**
 * One counter per kind of content (deals, featured partners, reviews, areas…),
 * bumped by migration 0020's triggers in the same transaction as the change, so
 * every app process can tell that the pages showing it are out of date.
 */
export const contentVersions = pgTable("content_versions", {
  key: text("key").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/* ------------------------------------------------------------------------ */
/* Accounts: better-auth's tables (written by hand, docs/decisions/015)      */
/* ------------------------------------------------------------------------ */

/**
 * better-auth's user model, with the profile fields collected at sign-up.
 * The property names are better-auth's field names (its Drizzle adapter maps
 * them); the column names follow ours.
 */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  zipCode: text("zip_code"),
  phone: text("phone"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/** Sign-in methods of a user; "credential" holds the argon2id password hash. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("accounts_user_idx").on(table.userId)],
);

/** One-time values (password-reset tokens). */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/* ------------------------------------------------------------------------ */
/* Messaging: a thread per request and pro                                  */
/* ------------------------------------------------------------------------ */

export const messageThreads = pgTable(
  "message_threads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").notNull(),
    providerId: uuid("provider_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ columns: [table.leadId, table.providerId], foreignColumns: [leadDeliveries.leadId, leadDeliveries.providerId] }).onDelete(
      "cascade",
    ),
    uniqueIndex("message_threads_delivery_once").on(table.leadId, table.providerId),
    index("message_threads_provider_idx").on(table.providerId),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => messageThreads.id, { onDelete: "cascade" }),
    sender: text("sender", { enum: MESSAGE_SENDERS }).notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the other side read it; null while unread. */
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    index("messages_thread_idx").on(table.threadId, table.createdAt),
    index("messages_unread_idx").on(table.threadId, table.sender).where(sql`read_at is null`),
    check("messages_sender_known", oneOf(table.sender, MESSAGE_SENDERS)),
    check("messages_body_length", sql`char_length(${table.body}) between 1 and 2000`),
  ],
);

/* ------------------------------------------------------------------------ */
/* Operations: the audit log and shared rate limits                         */
/* ------------------------------------------------------------------------ */

/** Every operator action, append-only (triggers refuse UPDATE, DELETE and TRUNCATE). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: text("actor_user_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    /** What was done: "provider.approve", "review.hide", "deal.update", … */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    /** The target's name when the action was taken (a business name, a request title, a deal title). */
    targetName: text("target_name").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_target_idx").on(table.targetType, table.targetId, table.createdAt),
    index("audit_log_created_idx").on(table.createdAt),
  ],
);

/**
 * Fixed-window counters for rate limits shared by every app process on one
 * PostgreSQL (the embedded database keeps them in memory).
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});

/**
 * The first operator's setup link (app/modules/accounts/operator-setup.server.ts,
 * docs/decisions/041): one row while the site has no operator. It holds a random
 * nonce, not the link's token: the token is the nonce signed with AUTH_SECRET, so
 * every process and restart shows the same link and a copy of the database alone
 * opens nothing. `usedAt` is set in the transaction that creates the operator.
 */
export const operatorSetup = pgTable(
  "operator_setup",
  {
    id: integer("id").primaryKey().default(1),
    nonce: text("nonce").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedByUserId: text("used_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [check("operator_setup_one_row", sql`${table.id} = 1`)],
);

/* ------------------------------------------------------------------------ */
/* A pro's channels: choices, quiet hours, text messages (decision 046)      */
/* ------------------------------------------------------------------------ */

/** The channels chosen per kind here: e-mail's choices are notification_preferences. */
const CHOSEN_CHANNELS = NOTIFICATION_CHANNELS.filter((channel) => channel !== "email");

/** Push and text per kind, on or off; a row only where the pro chose (e-mail stays in notification_preferences). */
export const channelChoices = pgTable(
  "channel_choices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: NOTIFICATION_CHANNELS }).notNull(),
    kind: text("kind", { enum: CHANNEL_CHOICE_KINDS }).notNull(),
    enabled: boolean("enabled").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.channel, table.kind] }),
    check("channel_choices_channel_known", oneOf(table.channel, CHOSEN_CHANNELS)),
    check("channel_choices_kind_known", oneOf(table.kind, CHANNEL_CHOICE_KINDS)),
  ],
);

/** Minutes after midnight, Ohio time; start after end crosses midnight. */
export const quietHours = pgTable(
  "quiet_hours",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
  },
  (table) => [
    check("quiet_hours_minutes", sql`${table.startMinute} between 0 and 1439 and ${table.endMinute} between 0 and 1439 and ${table.startMinute} <> ${table.endMinute}`),
  ],
);

/** A pro's number for texts (E.164) and where its consent stands; the code is kept only as a hash. */
export const textConsents = pgTable(
  "text_consents",
  {
    providerId: uuid("provider_id")
      .primaryKey()
      .references(() => providers.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    status: text("status", { enum: TEXT_CONSENT_STATUSES }).notNull(),
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    codeAttempts: integer("code_attempts").notNull().default(0),
    /** The exact wording the pro agreed to, kept with the consent. */
    wording: text("wording").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("text_consents_phone_idx").on(table.phone),
    check("text_consents_status_known", oneOf(table.status, TEXT_CONSENT_STATUSES)),
    check("text_consents_phone_e164", sql`${table.phone} ~ '^\\+[1-9][0-9]{7,14}$'`),
  ],
);

/** Every change of a number's consent, never updated: the record of who agreed to what, when. */
export const textConsentEvents = pgTable(
  "text_consent_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id").references(() => providers.id, { onDelete: "set null" }),
    phone: text("phone").notNull(),
    event: text("event", { enum: TEXT_CONSENT_EVENTS }).notNull(),
    wording: text("wording"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("text_consent_events_provider_idx").on(table.providerId, table.createdAt),
    check("text_consent_events_event_known", oneOf(table.event, TEXT_CONSENT_EVENTS)),
  ],
);

/** The text outbox: claimed and sent like the e-mail outbox (docs/decisions/021); one new-lead text per delivery. */
export const textMessages = pgTable(
  "text_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id").references(() => providers.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id"),
    purpose: text("purpose", { enum: TEXT_PURPOSES }).notNull(),
    phone: text("phone").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: TEXT_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** Twilio's id of the sent message. */
    sid: text("sid"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("text_messages_lead_once").on(table.leadId, table.providerId).where(sql`purpose = 'new-lead'`),
    index("text_messages_due_idx").on(table.nextAttemptAt).where(sql`status = 'pending'`),
    check("text_messages_purpose_known", oneOf(table.purpose, TEXT_PURPOSES)),
    check("text_messages_status_known", oneOf(table.status, TEXT_STATUSES)),
    check("text_messages_lead_has_ids", sql`${table.purpose} <> 'new-lead' or (${table.leadId} is not null and ${table.providerId} is not null)`),
  ],
);
