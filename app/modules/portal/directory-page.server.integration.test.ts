import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { providers } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { PHONE_MESSAGES } from "~/lib/phone";
import { DIRECTORY_MESSAGES } from "~/modules/providers/directory-forms";
import { getDirectoryProfile } from "~/modules/providers/directory-profile.server";
import { directoryPageAction, directoryPageData, type DirectoryPost } from "./directory-page.server";

const post = (intent: string, fields: Record<string, string> = {}, lists: Partial<Pick<DirectoryPost, "categories" | "subServices">> = {}): DirectoryPost => ({
  intent,
  fields: { intent, ...fields },
  categories: lists.categories ?? [],
  subServices: lists.subServices ?? [],
});

describe(`directory page on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let uploads: string;
  let pro: string;
  let other: string;

  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
    uploads = await mkdtemp(path.join(tmpdir(), "directory-page-"));
    const rows = await handle.db.select({ id: providers.id, name: providers.businessName }).from(providers);
    pro = rows.find((row) => row.name === "Scioto Valley Heating & Air")!.id;
    other = rows.find((row) => row.name === "Lake Erie Drain Pros")!.id;
  });
  afterAll(async () => {
    await handle?.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it("shows the pro's profile with the catalog, the map and how an upload went", async () => {
    const page = await directoryPageData(handle.db, pro, "too-large");
    expect(page?.profile.businessName).toBe("Scioto Valley Heating & Air");
    expect(page?.logoFeedback).toMatchObject({ ok: false, message: expect.stringContaining("larger than 2 MB") });
    expect(page?.map.points.length).toBeGreaterThan(0);
    expect(page?.map.circle?.unitsPerMile).toBeGreaterThan(0);
    expect(await directoryPageData(handle.db, "00000000-0000-4000-8000-000000000000", null)).toBeNull();
  });

  it("answers bad input with 400, each field's message and what was typed, and saves nothing", async () => {
    const before = await getDirectoryProfile(handle.db, pro);
    const typed = { businessName: "Scioto Comfort", description: "New text", phone: "614-055-0199", website: "ftp://example.com", yearsInBusiness: "many" };
    const result = await directoryPageAction(handle.db, pro, post("business", typed), uploads);
    expect(result).toEqual({
      status: 400,
      feedback: { form: "business", ok: false, message: expect.any(String), errors: { phone: PHONE_MESSAGES.notDialable, website: DIRECTORY_MESSAGES.website, yearsInBusiness: DIRECTORY_MESSAGES.yearsInBusiness }, values: typed },
    });
    expect(await getDirectoryProfile(handle.db, pro)).toEqual(before);
    expect((await directoryPageAction(handle.db, pro, post("area", { baseZip: "43215", radiusMiles: "500" }), uploads)).status).toBe(400);
    expect((await directoryPageAction(handle.db, pro, post("services"), uploads)).status).toBe(400);
    expect((await directoryPageAction(handle.db, pro, post("delete-everything"), uploads)).status).toBe(400);
  });

  it("saves each form for the signed-in pro only", async () => {
    const otherBefore = await getDirectoryProfile(handle.db, other);
    const business = { businessName: "Scioto Comfort", description: "Furnaces and AC.", phone: "614-226-3344", website: "sciotocomfort.com" };
    expect(await directoryPageAction(handle.db, pro, post("business", business), uploads)).toMatchObject({ status: 200, feedback: { ok: true } });
    await directoryPageAction(handle.db, pro, post("services", {}, { categories: ["hvac", "electrical"], subServices: ["hvac:furnace-repair"] }), uploads);
    await directoryPageAction(handle.db, pro, post("licenses", { "hvac.number": "HV.1", "hvac.issuer": "", "hvac.expiresOn": "", "electrical.number": "" }), uploads);
    await directoryPageAction(handle.db, pro, post("insurance", { carrier: "Ohio Mutual", policyNumber: "GL-1", expiresOn: "2027-06-30" }), uploads);
    const area = await directoryPageAction(handle.db, pro, post("area", { baseZip: "43701", radiusMiles: "15" }), uploads);
    expect(area.feedback?.message).toMatch(/^Your service area was saved: \d+ ZIP codes within 15 miles of 43701\.$/);

    expect(await getDirectoryProfile(handle.db, pro)).toMatchObject({
      businessName: "Scioto Comfort",
      phone: "(614) 226-3344",
      website: "https://sciotocomfort.com",
      services: [
        { category: "hvac", subServices: ["furnace-repair"] },
        { category: "electrical", subServices: [] },
      ],
      licenses: { hvac: { number: "HV.1", issuer: "Ohio Construction Industry Licensing Board" } },
      insurance: { carrier: "Ohio Mutual" },
      area: { baseZip: "43701", radiusMiles: 15, city: "Zanesville" },
    });
    expect(await getDirectoryProfile(handle.db, other)).toEqual(otherBefore);
  });

  it("answers 404 for a pro that does not exist", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await directoryPageAction(handle.db, unknown, post("insurance", { carrier: "", policyNumber: "", expiresOn: "" }), uploads)).status).toBe(404);
    expect((await directoryPageAction(handle.db, unknown, post("remove-logo"), uploads)).status).toBe(404);
    const [row] = await handle.db.select({ id: providers.id }).from(providers).where(eq(providers.id, unknown));
    expect(row).toBeUndefined();
  });
});
