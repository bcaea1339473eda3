import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, leadDeliveries, leadRequests, notifications, providerCategories, providers, serviceCategories, users, vettingChecks } from "~/db/schema";
import { recordOffers } from "~/modules/pipeline/index.server";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { insertCategories } from "../../../tests/support/catalog-fixtures";
import { searchAudit } from "./audit-search.server";
import { changeProStatus, recordCheck } from "./vetting-actions.server";
import { SUSPENDED_LEADS_TEXT } from "~/modules/pipeline";
import { consoleCounts, findPros, proVetting, vettingQueue } from "./vetting.server";

const actor = { userId: "admin-user", email: "ops@example.com" };
let handle: DatabaseHandle;

async function newPro(name: string, trades: string[], emailVerified = true): Promise<string> {
  const db = handle.db;
  const userId = `user-${name.replace(/\W/g, "")}`;
  const email = `${userId}@example.com`;
  await db.insert(users).values({ id: userId, name, email, emailVerified });
  const [pro] = await db
    .insert(providers)
    .values({ userId, slug: userId, businessName: name, phone: "6145550100", email, baseZip: "43215", city: "Columbus" })
    .returning({ id: providers.id });
  const ids = await db.select({ id: serviceCategories.id, slug: serviceCategories.slug }).from(serviceCategories);
  for (const trade of trades) await db.insert(providerCategories).values({ providerId: pro!.id, categoryId: ids.find((c) => c.slug === trade)!.id });
  return pro!.id;
}

const check = (kind: "email" | "license" | "insurance" | "background" | "google-rating", result: "passed" | "failed" = "passed", categorySlug: string | null = null) => ({
  kind,
  result,
  categorySlug,
  note: `${kind} looked at`,
});

async function passAll(providerId: string, licenses: string[]) {
  for (const kind of ["insurance", "background", "google-rating"] as const) expect((await recordCheck(handle.db, actor, providerId, check(kind))).ok).toBe(true);
  for (const trade of licenses) expect((await recordCheck(handle.db, actor, providerId, check("license", "passed", trade))).ok).toBe(true);
}

async function categoryId(slug: string) {
  const [row] = await handle.db.select({ id: serviceCategories.id }).from(serviceCategories).where(eq(serviceCategories.slug, slug));
  return row?.id;
}

async function auditFor(providerId: string) {
  return handle.db.select().from(auditLog).where(eq(auditLog.targetId, providerId)).orderBy(auditLog.id);
}

async function statusOf(providerId: string) {
  const [row] = await handle.db.select({ status: providers.verificationStatus, reason: providers.statusReason }).from(providers).where(eq(providers.id, providerId));
  return row!;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertCategories(handle.db);
});
afterAll(async () => handle?.close());

describe(`vetting actions on ${testDatabaseKind()}`, () => {
  it("records a check as a new row with its audit entry, before and after", async () => {
    const id = await newPro("Olentangy Heating", ["hvac"]);
    expect((await recordCheck(handle.db, actor, id, check("insurance", "failed"))).ok).toBe(true);
    expect((await recordCheck(handle.db, actor, id, { ...check("insurance"), note: "Policy 123 valid to 2027" })).ok).toBe(true);
    const rows = await handle.db.select().from(vettingChecks).where(eq(vettingChecks.providerId, id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.checkedBy === actor.userId)).toBe(true);
    const audit = await auditFor(id);
    expect(audit.map((a) => a.action)).toEqual(["vetting.record-check", "vetting.record-check"]);
    expect(audit[1]).toMatchObject({
      actorEmail: "ops@example.com",
      targetName: "Olentangy Heating",
      before: { check: "Liability insurance", result: "failed" },
      after: { check: "Liability insurance", result: "passed", note: "Policy 123 valid to 2027" },
    });
    const page = await proVetting(handle.db, id);
    expect(page!.current.find((c) => c.kind === "insurance")!.result).toBe("passed");
    expect(page!.checks[0]!.checkedByEmail).toBeNull();
  });

  it("refuses a license check for a trade the pro does not offer, and unknown pros", async () => {
    const id = await newPro("Scioto Plumbing", ["plumbing"]);
    const wrong = await recordCheck(handle.db, actor, id, check("license", "passed", "electrical"));
    expect(wrong).toMatchObject({ ok: false, reason: "unknown-trade" });
    const unknown = await recordCheck(handle.db, actor, "00000000-0000-4000-8000-000000000000", check("insurance"));
    expect(unknown).toMatchObject({ ok: false, reason: "not-found" });
    expect(await auditFor(id)).toHaveLength(0);
  });

  it("refuses to approve until the checks the pro's trades need have passed, and writes nothing", async () => {
    const id = await newPro("Maumee Electric", ["electrical", "cleaning"]);
    await passAll(id, []);
    const refused = await changeProStatus(handle.db, actor, id, "approve", null);
    expect(refused).toMatchObject({ ok: false, reason: "checks-missing" });
    expect(refused.ok ? "" : refused.message).toContain("Ohio Electrical license");
    expect((await statusOf(id)).status).toBe("pending");
    expect((await auditFor(id)).filter((a) => a.action === "provider.approve")).toHaveLength(0);
    expect(await handle.db.select().from(notifications).where(eq(notifications.recipient, "user-MaumeeElectric@example.com"))).toHaveLength(0);
  });

  it("refuses to approve a pro whose e-mail is not verified and has no e-mail check", async () => {
    const id = await newPro("Unverified Landscaping", ["landscaping"], false);
    await passAll(id, []);
    const refused = await changeProStatus(handle.db, actor, id, "approve", null);
    expect(refused.ok ? "" : refused.message).toContain("E-mail verified");
  });

  it("refuses to approve a pro with a verified address whose e-mail check an operator recorded as failed", async () => {
    const id = await newPro("Failed Mail Landscaping", ["landscaping"]);
    await passAll(id, []);
    expect((await recordCheck(handle.db, actor, id, check("email", "failed"))).ok).toBe(true);
    const refused = await changeProStatus(handle.db, actor, id, "approve", null);
    expect(refused.ok ? "" : refused.message).toContain("E-mail verified");
    expect((await statusOf(id)).status).toBe("pending");
    // A check recorded as passed afterwards decides again.
    expect((await recordCheck(handle.db, actor, id, check("email"))).ok).toBe(true);
    expect(await changeProStatus(handle.db, actor, id, "approve", null)).toEqual({ ok: true, value: { status: "verified" } });
  });

  it("approves once the checks passed: status, audit entry, system e-mail check and the approval e-mail", async () => {
    const id = await newPro("Cuyahoga Comfort", ["hvac", "plumbing"]);
    await passAll(id, ["hvac", "plumbing"]);
    expect(await changeProStatus(handle.db, actor, id, "approve", null)).toEqual({ ok: true, value: { status: "verified" } });
    expect(await statusOf(id)).toEqual({ status: "verified", reason: null });
    const approval = (await auditFor(id)).find((a) => a.action === "provider.approve");
    expect(approval).toMatchObject({ before: { status: "pending" }, after: { status: "verified" }, targetName: "Cuyahoga Comfort" });
    const [system] = await handle.db.select().from(vettingChecks).where(and(eq(vettingChecks.providerId, id), eq(vettingChecks.kind, "email")));
    expect(system).toMatchObject({ result: "passed", checkedBy: "system" });
    const mail = await handle.db.select().from(notifications).where(eq(notifications.recipient, "user-CuyahogaComfort@example.com"));
    expect(mail.map((m) => m.template)).toEqual(["provider-approved"]);
    // Approving twice is refused: the pro is no longer pending.
    expect(await changeProStatus(handle.db, actor, id, "approve", null)).toMatchObject({ ok: false, reason: "not-allowed" });
  });

  it("rejects with a reason: the pro is e-mailed the reason and the audit keeps it", async () => {
    const id = await newPro("Hocking Hills Cleaning", ["cleaning"]);
    expect(await changeProStatus(handle.db, actor, id, "reject", null)).toMatchObject({ ok: false, reason: "not-allowed" });
    expect(await changeProStatus(handle.db, actor, id, "reject", "No proof of insurance")).toEqual({ ok: true, value: { status: "rejected" } });
    expect(await statusOf(id)).toEqual({ status: "rejected", reason: "No proof of insurance" });
    const [mail] = await handle.db.select().from(notifications).where(eq(notifications.recipient, "user-HockingHillsCleaning@example.com"));
    expect(mail).toMatchObject({ template: "provider-rejected" });
    expect(mail!.body).toContain("Reason: No proof of insurance");
    expect((await auditFor(id)).at(-1)).toMatchObject({ action: "provider.reject", after: { status: "rejected", reason: "No proof of insurance" } });
  });

  it("suspends a verified pro with a reason and reinstates it, each with its audit entry", async () => {
    const id = await newPro("Miami Valley Renovation", ["renovation"]);
    await passAll(id, []);
    expect((await changeProStatus(handle.db, actor, id, "approve", null)).ok).toBe(true);
    expect(await changeProStatus(handle.db, actor, id, "reinstate", null)).toMatchObject({ ok: false, reason: "not-allowed" });
    // An offer it has not accepted: suspending ends it at once (unanswered-offers.server.ts passes it on).
    const [lead] = await handle.db
      .insert(leadRequests)
      .values({ title: "Renovation Request", description: "Kitchen", zipCode: "43215", categoryId: (await categoryId("renovation"))!, status: "matched" })
      .returning({ id: leadRequests.id });
    await handle.db.insert(leadDeliveries).values({ leadId: lead!.id, providerId: id, rank: 1, priceCredits: 20 });
    await recordOffers(handle.db, { leadId: lead!.id, providerIds: [id], now: new Date() });
    expect((await changeProStatus(handle.db, actor, id, "suspend", "Complaints under review")).ok).toBe(true);
    expect(await statusOf(id)).toEqual({ status: "suspended", reason: "Complaints under review" });
    const [offer] = await handle.db.select({ status: leadDeliveries.status }).from(leadDeliveries).where(eq(leadDeliveries.leadId, lead!.id));
    expect(offer).toEqual({ status: "expired" });
    expect((await changeProStatus(handle.db, actor, id, "reinstate", null)).ok).toBe(true);
    expect(await statusOf(id)).toEqual({ status: "verified", reason: null });
    expect((await auditFor(id)).map((a) => a.action).filter((a) => a.startsWith("provider."))).toEqual(["provider.approve", "provider.suspend", "provider.reinstate"]);
    const mail = await handle.db.select().from(notifications).where(eq(notifications.recipient, "user-MiamiValleyRenovation@example.com")).orderBy(notifications.createdAt);
    expect(mail.map((m) => [m.template, m.userId])).toEqual([
      ["provider-approved", "user-MiamiValleyRenovation"],
      ["provider-suspended", "user-MiamiValleyRenovation"],
      ["provider-reinstated", "user-MiamiValleyRenovation"],
    ]);
    // The pro is told that offers it has not accepted cannot be accepted while suspended (accept-lead.server.ts).
    expect(mail[1]!.body).toContain(SUSPENDED_LEADS_TEXT);
  });

  it("lists pending pros in the queue with how many required checks are missing, and counts them", async () => {
    const id = await newPro("Queue Test Electric", ["electrical"]);
    const queue = await vettingQueue(handle.db, "pending");
    const row = queue.find((r) => r.id === id)!;
    expect(row).toMatchObject({ businessName: "Queue Test Electric", categories: ["Electrical"], missing: 4 });
    expect(queue.some((r) => r.businessName === "Cuyahoga Comfort")).toBe(false);
    expect((await consoleCounts(handle.db)).pendingPros).toBe(queue.length);
  });

  it("finds a pro in any status by business, owner, e-mail or phone as people type it; never a demo business", async () => {
    const id = await newPro("Scioto Search Plumbing", ["plumbing"]);
    await handle.db.update(providers).set({ phone: "(614) 555-0142", verificationStatus: "suspended" }).where(eq(providers.id, id));
    const demo = await newPro("Scioto Search Demo", ["plumbing"]);
    await handle.db.update(providers).set({ isDemo: true }).where(eq(providers.id, demo));
    const found = async (text: string) => (await findPros(handle.db, text)).map((row) => row.id);
    for (const typed of ["scioto search", "user-SciotoSearchPlumbing@EXAMPLE.com", "614.555.0142", "(614) 555-0142", "+1 614 555 0142", "6145550142"]) {
      expect(await found(typed), typed).toContain(id);
    }
    expect(await found("scioto search")).toEqual([id]);
    expect((await findPros(handle.db, "Scioto Search"))[0]).toMatchObject({ status: "suspended", categories: ["Plumbing"] });
    expect(await found("%")).toEqual([]);
    expect(await found("   ")).toEqual([]);
  });

  it("finds audit entries by target name or id, newest first, a page at a time", async () => {
    const id = await newPro("Audit Search Plumbing", ["plumbing"]);
    for (let i = 0; i < 27; i += 1) await recordCheck(handle.db, actor, id, { ...check("background"), note: `look ${i}` });
    const first = await searchAudit(handle.db, { query: "search plumb" });
    expect(first).toMatchObject({ total: 27, page: 1, pageCount: 2 });
    expect(first.entries).toHaveLength(25);
    expect(first.entries[0]!.after).toMatchObject({ note: "look 26" });
    const second = await searchAudit(handle.db, { query: id, page: 2 });
    expect(second.entries).toHaveLength(2);
    expect(second.entries.at(-1)!.after).toMatchObject({ note: "look 0" });
    expect((await searchAudit(handle.db, { query: "%" })).total).toBe(0);
    expect((await searchAudit(handle.db, { query: "search plumb", page: 99 })).page).toBe(2);
  });
});
