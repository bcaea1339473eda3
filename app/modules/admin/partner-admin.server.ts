import { and, asc, desc, eq, gt, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { featuredPartners, partnerDeals, providerCategories, providers, serviceCategories } from "~/db/schema";
import type { FieldErrors } from "~/lib/form-result";
import type { Result } from "~/lib/result";
import { isUuid } from "~/lib/uuid";
import { dealColumns } from "~/modules/content/index.server";
import { NotFoundError } from "~/lib/not-found-error";
import { availableSlug, providerSlug } from "~/modules/providers";
import { AdminActionError } from "./admin-errors.server";
import { type AuditActor, recordAudit } from "./audit.server";
import { ohioDayEnd, ohioDayStart, DAY_MS } from "~/lib/ohio-time";
import {
  type DealField,
  type DealForm,
  parseDealForm,
  parsePlacementForm,
  type PlacementField,
  type PlacementForm,
} from "./partner-forms";

/**
 * Partner of the month: deals and the featured partner per
 * category. Every change bumps the content version the public pages read
 * (decision 016) and writes its audit entry, in its own transaction.
 */
type Reader = Pick<Database, "select">;

/** Only the messages: the console action echoes what was posted itself. */
export type FormFailure<Field extends string> = { errors: FieldErrors<Field> };

/** What the forms offer: categories in catalog order, and verified pros with the categories they serve. */
export async function partnerChoices(db: Reader) {
  const categories = await db
    .select({ id: serviceCategories.id, slug: serviceCategories.slug, name: serviceCategories.name })
    .from(serviceCategories)
    .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.name));
  const pros = await db
    .select({ id: providers.id, businessName: providers.businessName, city: providers.city })
    .from(providers)
    .where(and(eq(providers.verificationStatus, "verified"), eq(providers.isDemo, false)))
    .orderBy(asc(providers.businessName));
  return { categories, pros };
}

export async function listDealsForAdmin(db: Reader) {
  return db
    .select({ id: partnerDeals.id, ...dealColumns, providerId: partnerDeals.providerId })
    .from(partnerDeals)
    .innerJoin(serviceCategories, eq(serviceCategories.id, partnerDeals.categoryId))
    .leftJoin(providers, eq(providers.id, partnerDeals.providerId))
    .orderBy(desc(partnerDeals.expiresAt), asc(partnerDeals.slug))
    .limit(100);
}

export type AdminDeal = Awaited<ReturnType<typeof listDealsForAdmin>>[number];

export async function listPlacements(db: Reader, now = new Date()) {
  return db
    .select({
      id: featuredPartners.id,
      categoryName: serviceCategories.name,
      businessName: providers.businessName,
      isDemo: providers.isDemo,
      startsAt: featuredPartners.startsAt,
      endsAt: featuredPartners.endsAt,
    })
    .from(featuredPartners)
    .innerJoin(serviceCategories, eq(serviceCategories.id, featuredPartners.categoryId))
    .innerJoin(providers, eq(providers.id, featuredPartners.providerId))
    .where(gt(featuredPartners.endsAt, new Date(now.getTime() - 90 * DAY_MS)))
    .orderBy(asc(serviceCategories.sortOrder), desc(featuredPartners.startsAt))
    .limit(200);
}

export type AdminPlacement = Awaited<ReturnType<typeof listPlacements>>[number];

async function categoryBySlug(db: Reader, slug: string) {
  const [row] = await db.select({ id: serviceCategories.id, name: serviceCategories.name }).from(serviceCategories).where(eq(serviceCategories.slug, slug));
  return row ?? null;
}

async function verifiedPro(db: Reader, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: providers.id, businessName: providers.businessName })
    .from(providers)
    .where(and(eq(providers.id, id), eq(providers.verificationStatus, "verified")));
  return row ?? null;
}

/** The form's values checked against the database: a known category, a verified pro (or none), an expiry after now. */
async function dealValues(db: Reader, form: DealForm, now: Date): Promise<Result<DealValues, FormFailure<DealField>>> {
  const category = await categoryBySlug(db, form.category);
  if (!category) return { ok: false, errors: { category: "Choose a category from the list." } };
  const pro = form.providerId ? await verifiedPro(db, form.providerId) : null;
  if (form.providerId && !pro) return { ok: false, errors: { providerId: "Choose a verified pro from the list, or none." } };
  const expiresAt = ohioDayEnd(form.expiresOn);
  if (expiresAt <= now) return { ok: false, errors: { expiresOn: "The last day must be today or later. To end a deal now, use Expire." } };
  return {
    ok: true,
    value: {
      categoryId: category.id,
      providerId: pro?.id ?? null,
      title: form.title,
      description: form.description,
      terms: form.terms,
      priceDollars: form.priceDollars,
      expiresAt,
    },
  };
}

type DealValues = {
  categoryId: number;
  providerId: string | null;
  title: string;
  description: string;
  terms: string;
  priceDollars: number;
  expiresAt: Date;
};

function auditedDeal(values: DealValues) {
  return { ...values, expiresAt: values.expiresAt.toISOString() };
}

export async function createDeal(
  db: Database,
  args: { values: Record<string, string | undefined>; actor: AuditActor; now?: Date },
): Promise<Result<{ id: string; slug: string }, FormFailure<DealField>>> {
  const now = args.now ?? new Date();
  const form = parseDealForm(args.values);
  if (!form.ok) return { ok: false, errors: form.errors };
  const checked = await dealValues(db, form.value, now);
  if (!checked.ok) return checked;
  return db.transaction(async (tx) => {
    const base = providerSlug(checked.value.title);
    const taken = new Set((await tx.select({ slug: partnerDeals.slug }).from(partnerDeals)).map((row) => row.slug));
    const slug = availableSlug(base, (candidate) => taken.has(candidate));
    const [row] = await tx.insert(partnerDeals).values({ ...checked.value, slug, createdAt: now }).returning({ id: partnerDeals.id });
    await recordAudit(tx, args.actor, {
      action: "deal.create",
      targetType: "partner_deal",
      targetId: row!.id,
      targetName: checked.value.title,
      before: null,
      after: auditedDeal(checked.value),
    });
    return { ok: true as const, value: { id: row!.id, slug } };
  });
}

export async function updateDeal(
  db: Database,
  args: { dealId: string; values: Record<string, string | undefined>; actor: AuditActor; now?: Date },
): Promise<Result<{ id: string }, FormFailure<DealField>>> {
  const now = args.now ?? new Date();
  if (!isUuid(args.dealId)) throw new NotFoundError("Deal not found");
  const form = parseDealForm(args.values);
  if (!form.ok) return { ok: false, errors: form.errors };
  const checked = await dealValues(db, form.value, now);
  if (!checked.ok) return checked;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(partnerDeals).where(eq(partnerDeals.id, args.dealId)).for("update");
    if (!before) throw new NotFoundError("Deal not found");
    await tx.update(partnerDeals).set(checked.value).where(eq(partnerDeals.id, args.dealId));
    await recordAudit(tx, args.actor, {
      action: "deal.update",
      targetType: "partner_deal",
      targetId: args.dealId,
      targetName: checked.value.title,
      before: auditedDeal(before),
      after: auditedDeal(checked.value),
    });
    return { ok: true as const, value: { id: args.dealId } };
  });
}

/** Ends a running deal now: it moves to the public page's "ended" list at once. */
export async function expireDeal(db: Database, args: { dealId: string; actor: AuditActor; now?: Date }): Promise<void> {
  const now = args.now ?? new Date();
  if (!isUuid(args.dealId)) throw new NotFoundError("Deal not found");
  await db.transaction(async (tx) => {
    const [deal] = await tx
      .select({ title: partnerDeals.title, expiresAt: partnerDeals.expiresAt })
      .from(partnerDeals)
      .where(eq(partnerDeals.id, args.dealId))
      .for("update");
    if (!deal) throw new NotFoundError("Deal not found");
    if (deal.expiresAt <= now) throw new AdminActionError("This deal has already ended.");
    await tx.update(partnerDeals).set({ expiresAt: now }).where(eq(partnerDeals.id, args.dealId));
    await recordAudit(tx, args.actor, {
      action: "deal.expire",
      targetType: "partner_deal",
      targetId: args.dealId,
      targetName: deal.title,
      before: { expiresAt: deal.expiresAt.toISOString() },
      after: { expiresAt: now.toISOString() },
    });
  });
}

/** PostgreSQL's exclusion_violation, raised by migration 0005's trigger on overlapping placements. */
function isOverlapError(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23P01") return true;
  }
  return false;
}

/**
 * Makes a pro the featured partner of a category from the first day to the
 * last (Ohio days). The pro must be verified and serve the category. The
 * database refuses dates that overlap another placement in the category; that
 * refusal comes back as a message naming the other pro, never as a fault.
 */
export async function createPlacement(
  db: Database,
  args: { values: Record<string, string | undefined>; actor: AuditActor; now?: Date },
): Promise<Result<{ id: string }, FormFailure<PlacementField>>> {
  const now = args.now ?? new Date();
  const form = parsePlacementForm(args.values);
  if (!form.ok) return { ok: false, errors: form.errors };
  const checked = await placementValues(db, form.value, now);
  if (!checked.ok) return checked;
  const { categoryId, categoryName, providerId, businessName, startsAt, endsAt } = checked.value;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(featuredPartners).values({ categoryId, providerId, startsAt, endsAt }).returning({ id: featuredPartners.id });
      await recordAudit(tx, args.actor, {
        action: "featured-partner.create",
        targetType: "featured_partner",
        targetId: row!.id,
        targetName: `${businessName} (${categoryName})`,
        before: null,
        after: { category: categoryName, providerId, businessName, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
      });
      return { ok: true as const, value: { id: row!.id } };
    });
  } catch (error) {
    if (!isOverlapError(error)) throw error;
    const [other] = await db
      .select({ businessName: providers.businessName, isDemo: providers.isDemo })
      .from(featuredPartners)
      .innerJoin(providers, eq(providers.id, featuredPartners.providerId))
      .where(and(eq(featuredPartners.categoryId, categoryId), lt(featuredPartners.startsAt, endsAt), gt(featuredPartners.endsAt, startsAt)))
      .limit(1);
    // The seed features a demo business in every category for a year: on a new site the first real partner meets one.
    const name = other ? (other.isDemo ? `${other.businessName}, a demo business that never gets requests` : other.businessName) : "another pro";
    return { ok: false, errors: { startsOn: `Those dates overlap the placement of ${name}. Choose days outside it, or end that placement first.` } };
  }
}

async function placementValues(db: Reader, form: PlacementForm, now: Date) {
  const category = await categoryBySlug(db, form.category);
  if (!category) return { ok: false as const, errors: { category: "Choose a category from the list." } };
  const pro = await verifiedPro(db, form.providerId);
  if (!pro) return { ok: false as const, errors: { providerId: "Choose a verified pro from the list." } };
  const [serves] = await db
    .select({ providerId: providerCategories.providerId })
    .from(providerCategories)
    .where(and(eq(providerCategories.providerId, pro.id), eq(providerCategories.categoryId, category.id)));
  if (!serves) return { ok: false as const, errors: { providerId: `${pro.businessName} does not offer ${category.name}. Choose a pro who does.` } };
  const endsAt = ohioDayEnd(form.endsOn);
  if (endsAt <= now) return { ok: false as const, errors: { endsOn: "The last day must be today or later." } };
  return {
    ok: true as const,
    value: { categoryId: category.id, categoryName: category.name, providerId: pro.id, businessName: pro.businessName, startsAt: ohioDayStart(form.startsOn), endsAt },
  };
}

/** Ends a placement now (one that has not started yet is removed), so the category can have another partner. */
export async function endPlacement(db: Database, args: { placementId: string; actor: AuditActor; now?: Date }): Promise<void> {
  const now = args.now ?? new Date();
  if (!isUuid(args.placementId)) throw new NotFoundError("Placement not found");
  await db.transaction(async (tx) => {
    const [placement] = await tx
      .select({
        id: featuredPartners.id,
        startsAt: featuredPartners.startsAt,
        endsAt: featuredPartners.endsAt,
        businessName: providers.businessName,
        categoryName: serviceCategories.name,
      })
      .from(featuredPartners)
      .innerJoin(providers, eq(providers.id, featuredPartners.providerId))
      .innerJoin(serviceCategories, eq(serviceCategories.id, featuredPartners.categoryId))
      .where(eq(featuredPartners.id, args.placementId))
      .for("update", { of: featuredPartners });
    if (!placement) throw new NotFoundError("Placement not found");
    if (placement.endsAt <= now) throw new AdminActionError("This placement has already ended.");
    const notStarted = placement.startsAt >= now;
    if (notStarted) await tx.delete(featuredPartners).where(eq(featuredPartners.id, placement.id));
    else await tx.update(featuredPartners).set({ endsAt: now }).where(eq(featuredPartners.id, placement.id));
    await recordAudit(tx, args.actor, {
      action: notStarted ? "featured-partner.cancel" : "featured-partner.end",
      targetType: "featured_partner",
      targetId: placement.id,
      targetName: `${placement.businessName} (${placement.categoryName})`,
      before: { startsAt: placement.startsAt.toISOString(), endsAt: placement.endsAt.toISOString() },
      after: notStarted ? null : { startsAt: placement.startsAt.toISOString(), endsAt: now.toISOString() },
    });
  });
}
