import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { contentVersions, providers, providerServiceZips, serviceCategories, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { zipsWithinRadius } from "~/modules/catalog/geo";
import type { ContentKey } from "~/db/content-versions.server";
import { findMatchCandidates } from "~/modules/matching/match-candidates.server";
import { ineligibility } from "~/modules/matching/matching";
import {
  fillEmptyServiceAreas,
  getDirectoryProfile,
  saveBusinessInfo,
  saveInsurance,
  saveLicenses,
  saveServiceArea,
  saveServices,
} from "./directory-profile.server";
import { removeLogo, replaceLogo } from "./logo.server";
import { OHIO_LICENSING_BOARD } from "./trade-licensing";

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

describe(`directory profile on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let uploads: string;
  const idOf = async (businessName: string) => {
    const [row] = await handle.db.select({ id: providers.id }).from(providers).where(eq(providers.businessName, businessName));
    return row!.id;
  };
  const version = async (key: ContentKey) => {
    const [row] = await handle.db.select({ version: contentVersions.version }).from(contentVersions).where(eq(contentVersions.key, key));
    return row?.version ?? 0;
  };
  const categoryId = async (slug: string) => {
    const [row] = await handle.db.select({ id: serviceCategories.id }).from(serviceCategories).where(eq(serviceCategories.slug, slug));
    return row!.id;
  };

  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
    uploads = await mkdtemp(path.join(tmpdir(), "logos-"));
  });
  afterAll(async () => {
    await handle?.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it("saves one pro's business details, keeps its slug, and bumps the profiles' version", async () => {
    const pro = await idOf("Scioto Valley Heating & Air");
    const other = await idOf("Lake Erie Drain Pros");
    const otherBefore = await getDirectoryProfile(handle.db, other);
    const before = await version("provider-profiles");
    const info = { businessName: "Scioto Valley Comfort", description: "Furnaces and AC since 1994.", phone: "(614) 226-3344", website: null, yearsInBusiness: 32 };
    expect(await saveBusinessInfo(handle.db, pro, info)).toBe(true);
    expect(await getDirectoryProfile(handle.db, pro)).toMatchObject({ ...info, slug: "scioto-valley-heating-and-air" });
    expect(await getDirectoryProfile(handle.db, other)).toEqual(otherBefore);
    expect(await version("provider-profiles")).toBe(before + 1);
    expect(await saveBusinessInfo(handle.db, UNKNOWN, info)).toBe(false);
  });

  it("saves services with job types and licenses per trade; dropping a trade drops its license", async () => {
    const id = await idOf("Lake Erie Drain Pros");
    const areas = await version("provider-areas");
    const services = [
      { category: "hvac" as const, subServices: ["furnace-repair"] },
      { category: "plumbing" as const, subServices: [] },
    ];
    expect(await saveServices(handle.db, id, services)).toBe(true);
    // Each statement that wrote rows of this verified pro moved it (migration 0020's triggers).
    expect(await version("provider-areas")).toBeGreaterThan(areas);
    expect(await saveLicenses(handle.db, id, { hvac: { number: "HV.4410", issuer: OHIO_LICENSING_BOARD, expiresOn: "2027-03-31" }, plumbing: null })).toBe(true);
    expect(await getDirectoryProfile(handle.db, id)).toMatchObject({
      services,
      licenses: { hvac: { number: "HV.4410", issuer: OHIO_LICENSING_BOARD, expiresOn: "2027-03-31" } },
    });

    expect(await saveServices(handle.db, id, [{ category: "plumbing", subServices: [] }])).toBe(true);
    const after = await getDirectoryProfile(handle.db, id);
    expect(after?.services).toEqual([{ category: "plumbing", subServices: [] }]);
    expect(after?.licenses).toEqual({});
    expect(await saveServices(handle.db, UNKNOWN, services)).toBe(false);
    await expect(saveServices(handle.db, id, [])).rejects.toThrow();
  });

  it("saves insurance, and removes it", async () => {
    const id = await idOf("Lake Erie Drain Pros");
    const insurance = { carrier: "Ohio Mutual", policyNumber: "GL-88123", expiresOn: "2027-06-30" };
    expect(await saveInsurance(handle.db, id, insurance)).toBe(true);
    expect((await getDirectoryProfile(handle.db, id))?.insurance).toEqual(insurance);
    expect(await saveInsurance(handle.db, id, null)).toBe(true);
    expect((await getDirectoryProfile(handle.db, id))?.insurance).toBeNull();
  });

  it("stores the area as the ZIPs within the radius of the base ZIP, and the city follows the ZIP", async () => {
    const id = await idOf("Lake Erie Drain Pros");
    const before = await version("provider-areas");
    expect(await saveServiceArea(handle.db, id, { baseZip: "43701", radiusMiles: 10 })).toEqual({ zipCount: zipsWithinRadius("43701", 10).length });
    const zips = await handle.db.select({ zip: providerServiceZips.zip }).from(providerServiceZips).where(eq(providerServiceZips.providerId, id));
    expect(zips.map((row) => row.zip).sort()).toEqual(zipsWithinRadius("43701", 10).sort());
    expect(await getDirectoryProfile(handle.db, id)).toMatchObject({ area: { baseZip: "43701", city: "Zanesville", radiusMiles: 10 } });
    expect(await version("provider-areas")).toBeGreaterThan(before);
    expect(await saveServiceArea(handle.db, UNKNOWN, { baseZip: "43701", radiusMiles: 10 })).toBeNull();
  });

  it("gives every real pro with no ZIP the area of its base ZIP and radius at start, and leaves the others as they are", async () => {
    const [empty] = await handle.db
      .insert(providers)
      .values({ slug: "athens-hvac-new", businessName: "Athens HVAC New", phone: "(740) 593-1234", email: "athens@example.com", baseZip: "45701", city: "Athens", serviceRadiusMiles: 10 })
      .returning({ id: providers.id });
    const kept = await idOf("Lake Erie Drain Pros");
    const keptArea = await handle.db.select().from(providerServiceZips).where(eq(providerServiceZips.providerId, kept));
    const areas = await version("provider-areas");

    expect(await fillEmptyServiceAreas(handle.db)).toBe(1);
    const filled = await handle.db.select({ zip: providerServiceZips.zip }).from(providerServiceZips).where(eq(providerServiceZips.providerId, empty!.id));
    expect(filled.map((row) => row.zip).sort()).toEqual(zipsWithinRadius("45701", 10).sort());
    expect(filled.map((row) => row.zip)).toContain("45701");
    expect(await handle.db.select().from(providerServiceZips).where(eq(providerServiceZips.providerId, kept))).toEqual(keptArea);
    // The new pro is pending, shown on no public page: its area moves no version.
    expect(await version("provider-areas")).toBe(areas);
    // Nothing left to fill: a second start changes nothing.
    expect(await fillEmptyServiceAreas(handle.db)).toBe(0);
    expect(await version("provider-areas")).toBe(areas);
  });

  it("matches a request's job type only to pros who take it (or take every job type of the category)", async () => {
    const id = await idOf("Lake Erie Drain Pros");
    // Matching takes real pros only: not a demo business, and with a verified account (as honest-matching's pros).
    await handle.db.insert(users).values({ id: "user-lake-erie", name: "Lake Erie Drain Pros", email: "lake-erie@example.com", emailVerified: true });
    await handle.db.update(providers).set({ isDemo: false, userId: "user-lake-erie", verificationStatus: "verified", paused: false }).where(eq(providers.id, id));
    await saveServiceArea(handle.db, id, { baseZip: "44114", radiusMiles: 20 });
    const renovation = await categoryId("renovation");
    const candidate = async (subServiceSlug: string | null) =>
      (await findMatchCandidates(handle.db, { categoryId: renovation, zip: "44114", subServiceSlug })).find((c) => c.id === id)!;

    await saveServices(handle.db, id, [{ category: "renovation", subServices: ["kitchen-remodeling"] }]);
    expect(ineligibility(await candidate("house-painting"), 10)).toBe("sub-service");
    expect((await candidate("kitchen-remodeling")).servesSubService).toBe(true);
    expect((await candidate(null)).servesSubService).toBe(true);

    await saveServices(handle.db, id, [{ category: "renovation", subServices: [] }]);
    expect((await candidate("house-painting")).servesSubService).toBe(true);
  });

  it("replaces and removes a logo: the file on disk follows the row", async () => {
    const id = await idOf("Lake Erie Drain Pros");
    const first = await replaceLogo(handle.db, uploads, id, PNG);
    expect(first.ok).toBe(true);
    const second = await replaceLogo(handle.db, uploads, id, JPEG);
    if (!first.ok || !second.ok) throw new Error("upload refused");
    expect(await readdir(uploads)).toEqual([second.value.file]);
    const [row] = await handle.db.select({ file: providers.logoFile, type: providers.logoContentType }).from(providers).where(eq(providers.id, id));
    expect(row).toEqual({ file: second.value.file, type: "image/jpeg" });

    expect(await replaceLogo(handle.db, uploads, id, new TextEncoder().encode("<svg/>"))).toMatchObject({ ok: false, reason: "type" });
    expect(await replaceLogo(handle.db, uploads, UNKNOWN, PNG)).toMatchObject({ ok: false, reason: "not-found" });
    expect(await readdir(uploads)).toEqual([second.value.file]);

    expect(await removeLogo(handle.db, uploads, id)).toBe(true);
    expect(await readdir(uploads)).toEqual([]);
    expect((await getDirectoryProfile(handle.db, id))?.logoFile).toBeNull();
  });
});
