import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { VettingCheckKind, VettingResult } from "~/db/enums";
import {
  notifications,
  providerCategories,
  providerLicenses,
  providers,
  providerServiceZips,
  providerSubServices,
  refundRequests,
  serviceCategories,
  users,
  vettingChecks,
} from "~/db/schema";
import { placesCoveredBy } from "~/modules/catalog";
import { currentChecks } from "~/modules/providers";
import { phoneSearchDigits } from "~/lib/phone";
import { likePattern } from "./audit-search.server";
import { missingChecks, requiredChecks, type RequiredCheck, type VerificationStatus } from "./vetting-rules";

/** What the console shows of a pro under review, and the reads its actions share. */

export type CheckView = {
  id: string;
  kind: VettingCheckKind;
  categorySlug: string | null;
  categoryName: string | null;
  result: VettingResult;
  note: string;
  checkedBy: string;
  checkedByEmail: string | null;
  checkedAt: Date;
};

export type QueueRow = {
  id: string;
  businessName: string;
  city: string;
  email: string;
  status: VerificationStatus;
  createdAt: Date;
  categories: string[];
  missing: number;
};

/** Counts for the console's home page: what waits for an operator. */
export async function consoleCounts(db: Database): Promise<{ pendingPros: number; pendingRefunds: number; failedNotifications: number }> {
  const [pros] = await db.select({ n: count() }).from(providers).where(and(eq(providers.verificationStatus, "pending"), eq(providers.isDemo, false)));
  const [refunds] = await db.select({ n: count() }).from(refundRequests).where(eq(refundRequests.status, "pending"));
  const [failed] = await db.select({ n: count() }).from(notifications).where(eq(notifications.status, "failed"));
  return { pendingPros: Number(pros?.n ?? 0), pendingRefunds: Number(refunds?.n ?? 0), failedNotifications: Number(failed?.n ?? 0) };
}

async function categoriesOf(db: Database, providerIds: string[]) {
  if (providerIds.length === 0) return [];
  return db
    .select({ providerId: providerCategories.providerId, id: serviceCategories.id, slug: serviceCategories.slug, name: serviceCategories.name })
    .from(providerCategories)
    .innerJoin(serviceCategories, eq(serviceCategories.id, providerCategories.categoryId))
    .where(inArray(providerCategories.providerId, providerIds))
    .orderBy(asc(serviceCategories.sortOrder));
}

async function checksOf(db: Database, providerIds: string[]): Promise<(CheckView & { providerId: string })[]> {
  if (providerIds.length === 0) return [];
  return db
    .select({
      id: vettingChecks.id,
      providerId: vettingChecks.providerId,
      kind: vettingChecks.kind,
      categorySlug: serviceCategories.slug,
      categoryName: serviceCategories.name,
      result: vettingChecks.result,
      note: vettingChecks.note,
      checkedBy: vettingChecks.checkedBy,
      checkedByEmail: users.email,
      checkedAt: vettingChecks.checkedAt,
    })
    .from(vettingChecks)
    .leftJoin(serviceCategories, eq(serviceCategories.id, vettingChecks.categoryId))
    .leftJoin(users, eq(users.id, vettingChecks.checkedBy))
    .where(inArray(vettingChecks.providerId, providerIds))
    .orderBy(desc(vettingChecks.checkedAt));
}

/** Real (not demo) pros in one status, oldest sign-up first, with how many required checks are still missing. */
export async function vettingQueue(db: Database, status: VerificationStatus = "pending"): Promise<QueueRow[]> {
  return queueRows(db, eq(providers.verificationStatus, status));
}

/** The most pros a search of the console lists. */
export const PRO_SEARCH_LIMIT = 50;

/**
 * Real (not demo) pros in any status whose business name, owner's name or e-mail contains the text, or whose phone
 * has its digits however they are typed ("614.555.0142", "+1 (614) 555-0142"; pros' phones are stored as shown).
 */
export async function findPros(db: Database, text: string): Promise<QueueRow[]> {
  const query = text.trim().slice(0, 200);
  if (!query) return [];
  const pattern = likePattern(query);
  const matches: SQL[] = [ilike(providers.businessName, pattern), ilike(providers.email, pattern), ilike(users.name, pattern), ilike(users.email, pattern)];
  const digits = phoneSearchDigits(query);
  if (digits.length >= 3) matches.push(sql`regexp_replace(${providers.phone}, '\\D', '', 'g') like ${`%${digits}%`}`);
  return queueRows(db, or(...matches)!, PRO_SEARCH_LIMIT);
}

async function queueRows(db: Database, where: SQL, limit = 200): Promise<QueueRow[]> {
  const rows = await db
    .select({
      id: providers.id,
      businessName: providers.businessName,
      city: providers.city,
      email: providers.email,
      status: providers.verificationStatus,
      createdAt: providers.createdAt,
      emailVerified: users.emailVerified,
    })
    .from(providers)
    .leftJoin(users, eq(users.id, providers.userId))
    .where(and(where, eq(providers.isDemo, false)))
    .orderBy(asc(providers.createdAt))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  const [categories, checks] = await Promise.all([categoriesOf(db, ids), checksOf(db, ids)]);
  return rows.map((row) => {
    const own = categories.filter((c) => c.providerId === row.id);
    return {
      id: row.id,
      businessName: row.businessName,
      city: row.city,
      email: row.email,
      status: row.status,
      createdAt: row.createdAt,
      categories: own.map((c) => c.name),
      missing: missingChecks(own, checks.filter((c) => c.providerId === row.id), row.emailVerified ?? false).length,
    };
  });
}

export type ProVetting = {
  id: string;
  slug: string;
  businessName: string;
  status: VerificationStatus;
  statusReason: string | null;
  statusChangedAt: Date | null;
  contact: { name: string | null; email: string; phone: string; website: string | null; emailVerified: boolean };
  description: string;
  yearsInBusiness: number | null;
  area: { baseZip: string; city: string; radiusMiles: number; zipCount: number; places: string[] };
  categories: { id: number; slug: string; name: string; subServices: string[] }[];
  licenses: { categorySlug: string; categoryName: string; number: string; issuer: string; expiresOn: string | null }[];
  insurance: { carrier: string | null; policyNumber: string | null; expiresOn: string | null };
  google: { placeId: string | null; ratingTenths: number | null; reviewCount: number | null; checkedAt: Date | null };
  checks: CheckView[];
  current: CheckView[];
  required: RequiredCheck[];
  missing: RequiredCheck[];
  createdAt: Date;
};

/** Everything a pro submitted and every check recorded, for /admin/pros/:id; null for an unknown or demo pro. */
export async function proVetting(db: Database, providerId: string): Promise<ProVetting | null> {
  const [pro] = await db
    .select({ provider: providers, userName: users.name, emailVerified: users.emailVerified })
    .from(providers)
    .leftJoin(users, eq(users.id, providers.userId))
    .where(and(eq(providers.id, providerId), eq(providers.isDemo, false)))
    .limit(1);
  if (!pro) return null;
  const p = pro.provider;
  const [categories, checks, subServices, licenses, zips] = await Promise.all([
    categoriesOf(db, [p.id]),
    checksOf(db, [p.id]),
    db.select().from(providerSubServices).where(eq(providerSubServices.providerId, p.id)),
    db
      .select({ license: providerLicenses, slug: serviceCategories.slug, name: serviceCategories.name })
      .from(providerLicenses)
      .innerJoin(serviceCategories, eq(serviceCategories.id, providerLicenses.categoryId))
      .where(eq(providerLicenses.providerId, p.id)),
    db.select({ zip: providerServiceZips.zip }).from(providerServiceZips).where(eq(providerServiceZips.providerId, p.id)),
  ]);
  const emailVerified = pro.emailVerified ?? false;
  const checkViews = checks.map(({ providerId: _providerId, ...check }) => check);
  return {
    id: p.id,
    slug: p.slug,
    businessName: p.businessName,
    status: p.verificationStatus,
    statusReason: p.statusReason,
    statusChangedAt: p.statusChangedAt,
    contact: { name: pro.userName, email: p.email, phone: p.phone, website: p.website, emailVerified },
    description: p.description,
    yearsInBusiness: p.yearsInBusiness,
    area: {
      baseZip: p.baseZip,
      city: p.city,
      radiusMiles: p.serviceRadiusMiles,
      zipCount: zips.length,
      places: placesCoveredBy(zips.map((z) => z.zip)).slice(0, 12).map((place) => place.name),
    },
    categories: categories.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      subServices: subServices.filter((s) => s.categoryId === c.id).map((s) => s.subServiceSlug),
    })),
    licenses: licenses.map((l) => ({ categorySlug: l.slug, categoryName: l.name, number: l.license.licenseNumber, issuer: l.license.issuer, expiresOn: l.license.expiresOn })),
    insurance: { carrier: p.insuranceCarrier, policyNumber: p.insurancePolicyNumber, expiresOn: p.insuranceExpiresOn },
    google: { placeId: p.googlePlaceId, ratingTenths: p.googleRatingTenths, reviewCount: p.googleReviewCount, checkedAt: p.googleCheckedAt },
    checks: checkViews,
    current: currentChecks(checkViews),
    required: requiredChecks(categories),
    missing: missingChecks(categories, checkViews, emailVerified),
    createdAt: p.createdAt,
  };
}
