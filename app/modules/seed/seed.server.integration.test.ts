import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { creditLedger, serviceCategories } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { SERVICES } from "~/modules/catalog/services";
import { serviceChoicesFor, systemOptions } from "~/modules/catalog/questionnaire-options";
import { demoProviderId } from "~/modules/accounts/session.server";
import { creditBalance, ledgerSum } from "~/modules/credits/ledger.server";
import { proInbox, proLeadDetail } from "~/modules/portal/pro-inbox.server";
import { dashboardSummary } from "~/modules/portal/pro-dashboard.server";
import { seedDatabase } from "./seed.server";
import { DEMO_JOBS, DEMO_LEADS } from "./seed-demo-leads.server";

describe(`seed on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("answers a ping after migrating", async () => {
    expect(await handle.ping()).toBe(true);
  });

  it("creates the six service categories in catalog order", async () => {
    await seedDatabase(handle.db);
    const rows = await handle.db
      .select({ slug: serviceCategories.slug, name: serviceCategories.name })
      .from(serviceCategories)
      .orderBy(asc(serviceCategories.sortOrder));
    expect(rows.map((r) => r.slug)).toEqual(["hvac", "plumbing", "electrical", "landscaping", "cleaning", "renovation"]);
    expect(rows.map((r) => r.name)).toEqual(SERVICES.map((s) => s.name));
  });

  it("is idempotent: a second run changes nothing", async () => {
    const before = await handle.db.select().from(serviceCategories).orderBy(asc(serviceCategories.id));
    await seedDatabase(handle.db);
    const after = await handle.db.select().from(serviceCategories).orderBy(asc(serviceCategories.id));
    expect(after).toEqual(before);
  });

  it("gives the demo portal's pro a lead in every stage, bought through the ledger", async () => {
    const demoId = (await demoProviderId(handle.db))!;
    const inbox = await proInbox(handle.db, demoId);
    expect(inbox.counts.all).toBe(6);
    expect(inbox.counts.byStatus).toMatchObject({ offered: 2, accepted: 1, quoted: 1, hired: 1, lost: 1 });
    expect(await creditBalance(handle.db, demoId)).toBe(await ledgerSum(handle.db, demoId));
    // The credit history reads in order: the grant first, each charge after it, dates rising with the entries.
    const ledger = await handle.db
      .select({ kind: creditLedger.kind, createdAt: creditLedger.createdAt })
      .from(creditLedger)
      .where(eq(creditLedger.providerId, demoId))
      .orderBy(asc(creditLedger.sequence));
    expect(ledger[0]!.kind).toBe("grant");
    expect(ledger.map((entry) => entry.createdAt.getTime())).toEqual(ledger.map((entry) => entry.createdAt.getTime()).sort((a, b) => a - b));
    const summary = (await dashboardSummary(handle.db, demoId)).summary!;
    // Three answered by a status move, one by the pro's message in its thread.
    expect(summary.response.answered).toBe(4);
    const messaged = inbox.leads.find((lead) => lead.unreadMessages > 0);
    expect(messaged?.unreadMessages).toBe(1);
    expect(inbox.leads.reduce((sum, lead) => sum + lead.unreadMessages, 0)).toBe(1);
    expect(summary.weeks.reduce((sum, week) => sum + week.leads, 0)).toBeGreaterThanOrEqual(5);
    // The homeowners are invented: example.com addresses and fictional 555-01xx numbers.
    const detail = await proLeadDetail(handle.db, demoId, inbox.leads.find((lead) => lead.status === "hired")!.leadId);
    expect(detail.contact?.email).toMatch(/@example\.com$/);
    expect(detail.contact?.phone).toMatch(/^614555010\d$/);
  });

  it("fills the demo business's inbox with jobs of its own trade, each one the questionnaire offers for it", async () => {
    const demoId = (await demoProviderId(handle.db))!;
    const inbox = await proInbox(handle.db, demoId);
    const [trade, ...others] = new Set(inbox.leads.map((lead) => lead.categorySlug));
    expect(others).toEqual([]);
    const offered = questionnaireJobs(trade!);
    expect(inbox.leads.map((lead) => lead.subService).filter((job) => !offered.includes(job ?? ""))).toEqual([]);
  });

  it("has, for every trade, a job the questionnaire offers per demo request, and the words of the demo thread", () => {
    for (const service of SERVICES) {
      const { jobs, thread } = DEMO_JOBS[service.slug];
      const offered = questionnaireJobs(service.slug);
      expect(jobs, service.slug).toHaveLength(DEMO_LEADS.length);
      expect(jobs.filter((job) => !offered.includes(job.system)), service.slug).toEqual([]);
      expect(thread, service.slug).toHaveLength(DEMO_LEADS.find((lead) => lead.thread)!.thread!.length);
    }
  });
});

/** What the questionnaire stores as a request's job in a trade (every choice, and for HVAC every follow-up). */
function questionnaireJobs(trade: string): string[] {
  return serviceChoicesFor(trade).flatMap((choice) => systemOptions(trade, choice.value).map((option) => option.system));
}
