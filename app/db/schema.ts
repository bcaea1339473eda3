import { sql } from "drizzle-orm";
import {
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
    // The users table arrives with accounts; the foreign key is added then.
    userId: text("user_id").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    check("user_roles_role_known", sql`${table.role} in ('homeowner', 'provider', 'admin')`),
  ],
);
