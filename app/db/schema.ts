import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Table and column names follow the seed spec where it names them
 * (service_categories, lead_requests, user_roles). Later issues extend these
 * tables with new migrations; never edit a migration that has shipped.
 */

export const serviceCategories = pgTable("service_categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull().unique(),
  description: text("description").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const LEAD_STATUSES = ["new", "matched", "closed", "fraud"] as const;

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
    status: text("status").notNull().default("new"),
    /** Whole dollars, or null when the homeowner is not sure. */
    budget: integer("budget"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("lead_requests_category_idx").on(table.categoryId),
    index("lead_requests_zip_idx").on(table.zipCode),
    check("lead_requests_budget_nonnegative", sql`${table.budget} is null or ${table.budget} >= 0`),
  ],
);

export const USER_ROLES = ["homeowner", "provider", "admin"] as const;

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
    check("user_roles_role_known", sql`${table.role} in ('homeowner', 'provider', 'admin')`),
  ],
);

/* ------------------------------------------------------------------------ */
/* Providers (product.md "Providers, matching and the search page")           */
/* ------------------------------------------------------------------------ */

export const VERIFICATION_STATUSES = ["pending", "verified", "rejected", "suspended"] as const;

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
    yearsInBusiness: integer("years_in_business"),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("providers_rating_range", sql`${table.ratingTenths} between 0 and 50`),
    check("providers_status_known", sql`${table.verificationStatus} in ('pending', 'verified', 'rejected', 'suspended')`),
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
  (table) => [primaryKey({ columns: [table.providerId, table.categoryId] })],
);

/** The service area as the set of ZIPs it covers, so matching is one indexed lookup. */
export const providerServiceZips = pgTable(
  "provider_service_zips",
  {
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    zip: text("zip").notNull(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.zip] }), index("provider_service_zips_zip_idx").on(table.zip)],
);

export const providerReviews = pgTable(
  "provider_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id"),
    authorName: text("author_name").notNull(),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("provider_reviews_provider_idx").on(table.providerId),
    check("provider_reviews_rating_range", sql`${table.rating} between 1 and 5`),
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
  (table) => [index("featured_partners_category_idx").on(table.categoryId, table.endsAt)],
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

export const leadDetails = pgTable("lead_details", {
  leadId: uuid("lead_id")
    .primaryKey()
    .references(() => leadRequests.id, { onDelete: "cascade" }),
  serviceSlug: text("service_slug").notNull(),
  /** The questionnaire's free text or the hero's search text. */
  query: text("query"),
  choice: text("choice"),
  system: text("system"),
  budgetOption: text("budget_option"),
  urgency: text("urgency"),
  source: text("source").notNull().default("questionnaire"),
});

/** A submit's idempotency key: the same key never creates a second lead. */
export const leadSubmissions = pgTable("lead_submissions", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  leadId: uuid("lead_id")
    .notNull()
    .references(() => leadRequests.id, { onDelete: "cascade" }),
  /** "created" a new request or "updated" an earlier one (the 30-day repeat rule). */
  outcome: text("outcome").notNull().default("created"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("consent_records_lead_idx").on(table.leadId)],
);

export const HOMEOWNER_INTENTS = ["phone", "message", "all"] as const;

/** A pro a request was offered to: at most three per request. */
export const leadMatches = pgTable(
  "lead_matches",
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
    /** The pro's side of the lead: new (offered), accepted, contacted, quoted, hired, lost, refunded. */
    status: text("status").notNull().default("new"),
    homeownerIntent: text("homeowner_intent", { enum: HOMEOWNER_INTENTS }),
    homeownerMessage: text("homeowner_message"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leadId, table.providerId] }),
    index("lead_matches_provider_idx").on(table.providerId, table.createdAt),
  ],
);

/* ------------------------------------------------------------------------ */
/* Credits: an append-only ledger                                            */
/* ------------------------------------------------------------------------ */

export const LEDGER_KINDS = ["purchase", "lead_charge", "refund", "grant", "adjustment"] as const;

export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: LEDGER_KINDS }).notNull(),
    /** Signed credits: purchases and grants add, charges subtract. */
    amount: integer("amount").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    leadId: uuid("lead_id"),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("credit_ledger_provider_idx").on(table.providerId)],
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
    body: text("body").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("notifications_pending_idx").on(table.status, table.nextAttemptAt)],
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
