import { and, asc, eq, notExists, notInArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { providerCategories, providerLicenses, providers, providerServiceZips, providerSubServices, serviceCategories } from "~/db/schema";
import { getZip, placesCoveredBy, zipsWithinRadius, isServiceSlug, type ServiceSlug } from "~/modules/catalog";
import type { BusinessInfo, Insurance, ServiceAreaChoice } from "./directory-forms";
import type { License, ServiceChoice } from "./directory-services";

/**
 * A pro's directory profile: read it for the portal's page and save
 * each of its forms for that pro only. Every save runs in one transaction with
 * the bump of the content version public pages cache it under
 * (docs/decisions/016), so /pros/{slug}, search and city pages never show
 * stale data. Each save returns false, changing nothing, for an unknown pro.
 */
export type DirectoryProfile = {
  slug: string;
  verified: boolean;
  businessName: string;
  description: string;
  phone: string;
  website: string | null;
  yearsInBusiness: number | null;
  logoFile: string | null;
  services: ServiceChoice[];
  licenses: Partial<Record<ServiceSlug, License>>;
  insurance: Insurance;
  area: { baseZip: string; city: string; radiusMiles: number; zipCount: number; places: { name: string; slug: string }[] };
};

type Reader = Pick<Database, "select">;

export async function getDirectoryProfile(db: Reader, providerId: string): Promise<DirectoryProfile | null> {
  const [pro] = await db.select().from(providers).where(eq(providers.id, providerId));
  if (!pro) return null;
  const services = await providerServiceChoices(db, providerId);
  const licenseRows = await db
    .select({ slug: serviceCategories.slug, number: providerLicenses.licenseNumber, issuer: providerLicenses.issuer, expiresOn: providerLicenses.expiresOn })
    .from(providerLicenses)
    .innerJoin(serviceCategories, eq(serviceCategories.id, providerLicenses.categoryId))
    .where(eq(providerLicenses.providerId, providerId));
  const licenses: Partial<Record<ServiceSlug, License>> = {};
  for (const row of licenseRows) if (isServiceSlug(row.slug)) licenses[row.slug] = { number: row.number, issuer: row.issuer, expiresOn: row.expiresOn };
  const zips = await db.select({ zip: providerServiceZips.zip }).from(providerServiceZips).where(eq(providerServiceZips.providerId, providerId));
  return {
    slug: pro.slug,
    verified: pro.verificationStatus === "verified",
    businessName: pro.businessName,
    description: pro.description,
    phone: pro.phone,
    website: pro.website,
    yearsInBusiness: pro.yearsInBusiness,
    logoFile: pro.logoFile,
    services,
    licenses,
    insurance:
      pro.insuranceCarrier && pro.insurancePolicyNumber && pro.insuranceExpiresOn
        ? { carrier: pro.insuranceCarrier, policyNumber: pro.insurancePolicyNumber, expiresOn: pro.insuranceExpiresOn }
        : null,
    area: {
      baseZip: pro.baseZip,
      city: pro.city,
      radiusMiles: pro.serviceRadiusMiles,
      zipCount: zips.length,
      places: placesCoveredBy(zips.map((row) => row.zip)).map(({ name, slug }) => ({ name, slug })),
    },
  };
}

/** The pro's categories in catalog order, each with the job types it takes ([] = all). */
export async function providerServiceChoices(db: Reader, providerId: string): Promise<ServiceChoice[]> {
  const categories = await db
    .select({ id: serviceCategories.id, slug: serviceCategories.slug })
    .from(providerCategories)
    .innerJoin(serviceCategories, eq(serviceCategories.id, providerCategories.categoryId))
    .where(eq(providerCategories.providerId, providerId))
    .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.id));
  const subs = await db
    .select({ categoryId: providerSubServices.categoryId, slug: providerSubServices.subServiceSlug })
    .from(providerSubServices)
    .where(eq(providerSubServices.providerId, providerId));
  return categories.flatMap((category) =>
    isServiceSlug(category.slug)
      ? [{ category: category.slug, subServices: subs.filter((sub) => sub.categoryId === category.id).map((sub) => sub.slug).sort() }]
      : [],
  );
}

export async function saveBusinessInfo(db: Database, providerId: string, info: BusinessInfo): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The slug stays: links to /pros/{slug} keep working after a rename.
    const updated = await tx.update(providers).set(info).where(eq(providers.id, providerId)).returning({ id: providers.id });
    if (updated.length === 0) return false;
    return true;
  });
}

/**
 * Replaces the pro's categories and job types. Dropping a category drops its
 * job types and license with it (foreign keys cascade).
 */
export async function saveServices(db: Database, providerId: string, choices: ServiceChoice[]): Promise<boolean> {
  if (choices.length === 0) throw new Error("A pro needs at least one service.");
  return db.transaction(async (tx) => {
    const [pro] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for("update");
    if (!pro) return false;
    const slugs = choices.map((choice) => choice.category);
    const categories = await tx.select({ id: serviceCategories.id, slug: serviceCategories.slug }).from(serviceCategories);
    const idOf = new Map(categories.map((category) => [category.slug, category.id]));
    const ids = slugs.map((slug) => idOf.get(slug));
    if (ids.some((id) => id === undefined)) throw new Error("A service names a category missing from service_categories.");
    const keep = ids as number[];
    await tx.delete(providerCategories).where(and(eq(providerCategories.providerId, providerId), notInArray(providerCategories.categoryId, keep)));
    await tx.insert(providerCategories).values(keep.map((categoryId) => ({ providerId, categoryId }))).onConflictDoNothing();
    await tx.delete(providerSubServices).where(eq(providerSubServices.providerId, providerId));
    const subRows = choices.flatMap((choice) =>
      choice.subServices.map((subServiceSlug) => ({ providerId, categoryId: idOf.get(choice.category)!, subServiceSlug })),
    );
    if (subRows.length > 0) await tx.insert(providerSubServices).values(subRows);
    return true;
  });
}

/** Saves the licenses of the pro's own trades: null removes one; a trade the pro does not offer is ignored. */
export async function saveLicenses(db: Database, providerId: string, licenses: Partial<Record<ServiceSlug, License | null>>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [pro] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for("update");
    if (!pro) return false;
    const offered = await tx
      .select({ id: serviceCategories.id, slug: serviceCategories.slug })
      .from(providerCategories)
      .innerJoin(serviceCategories, eq(serviceCategories.id, providerCategories.categoryId))
      .where(eq(providerCategories.providerId, providerId));
    for (const { id: categoryId, slug } of offered) {
      if (!isServiceSlug(slug) || !(slug in licenses)) continue;
      const license = licenses[slug];
      if (!license) {
        await tx.delete(providerLicenses).where(and(eq(providerLicenses.providerId, providerId), eq(providerLicenses.categoryId, categoryId)));
        continue;
      }
      const values = { licenseNumber: license.number, issuer: license.issuer, expiresOn: license.expiresOn, updatedAt: new Date() };
      await tx
        .insert(providerLicenses)
        .values({ providerId, categoryId, ...values })
        .onConflictDoUpdate({ target: [providerLicenses.providerId, providerLicenses.categoryId], set: values });
    }
    return true;
  });
}

export async function saveInsurance(db: Database, providerId: string, insurance: Insurance): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(providers)
      .set({
        insuranceCarrier: insurance?.carrier ?? null,
        insurancePolicyNumber: insurance?.policyNumber ?? null,
        insuranceExpiresOn: insurance?.expiresOn ?? null,
      })
      .where(eq(providers.id, providerId))
      .returning({ id: providers.id });
    if (updated.length === 0) return false;
    return true;
  });
}

/**
 * Saves the base ZIP and radius, and the area as the set of ZIPs whose centre
 * lies within the radius (what matching looks up). The city follows the ZIP.
 */
export async function saveServiceArea(db: Database, providerId: string, area: ServiceAreaChoice): Promise<{ zipCount: number } | null> {
  const base = getZip(area.baseZip);
  if (!base) throw new Error(`Unknown base ZIP ${area.baseZip}.`);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(providers)
      .set({ baseZip: base.zip, city: base.city, serviceRadiusMiles: area.radiusMiles })
      .where(eq(providers.id, providerId))
      .returning({ id: providers.id });
    if (updated.length === 0) return null;
    await tx.delete(providerServiceZips).where(eq(providerServiceZips.providerId, providerId));
    const zipCount = await addServiceZips(tx, providerId, base.zip, area.radiusMiles);
    return { zipCount };
  });
}

/**
 * Adds the area's ZIPs, those whose centre lies within the radius of the base
 * ZIP (the base ZIP itself at least), to what the pro has; returns how many
 * ZIPs that is. At sign-up, on a change of area, and at start for a pro with
 * none, so no pro waits for its first request until it saves the area form.
 */
export async function addServiceZips(tx: Pick<Database, "insert">, providerId: string, baseZip: string, radiusMiles: number): Promise<number> {
  const within = zipsWithinRadius(baseZip, radiusMiles);
  const zips = within.length > 0 ? within : [baseZip];
  await tx
    .insert(providerServiceZips)
    .values(zips.map((zip) => ({ providerId, zip })))
    // Two processes filling one pro at start write each ZIP once.
    .onConflictDoNothing();
  return zips.length;
}

/** Gives every real pro without a single ZIP the area of its base ZIP and radius; returns how many pros. */
export async function fillEmptyServiceAreas(db: Database): Promise<number> {
  const empty = await db
    .select({ id: providers.id, baseZip: providers.baseZip, radiusMiles: providers.serviceRadiusMiles })
    .from(providers)
    .where(
      and(
        eq(providers.isDemo, false),
        notExists(db.select({ zip: providerServiceZips.zip }).from(providerServiceZips).where(eq(providerServiceZips.providerId, providers.id))),
      ),
    );
  if (empty.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const pro of empty) await addServiceZips(tx, pro.id, pro.baseZip, pro.radiusMiles);
  });
  return empty.length;
}
