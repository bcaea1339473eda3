import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { ensureCategory, insertOfferedLead, insertPro } from "../../../tests/support/admin-fixtures";
import { acceptLead } from "~/modules/pipeline/index.server";
import { INBOX_PAGE_SIZE, proInbox, proLeadDetail } from "./pro-inbox.server";

describe(`the pro's inbox in pages on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let proId = "";
  const leadIds: string[] = [];
  beforeAll(async () => {
    handle = await createTestDatabase();
    const hvac = await ensureCategory(handle.db, "hvac", "HVAC");
    const plumbing = await ensureCategory(handle.db, "plumbing", "Plumbing");
    ({ id: proId } = await insertPro(handle.db, { categoryId: hvac }));
    // One more than a page of HVAC leads, and a few plumbing ones: 56 in all.
    for (let i = 0; i < INBOX_PAGE_SIZE + 1; i++) leadIds.push(await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [proId] }));
    for (let i = 0; i < 5; i++) leadIds.push(await insertOfferedLead(handle.db, { categoryId: plumbing, providerIds: [proId], title: "Leaking pipe" }));
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("shows a page of the newest leads, says how many match, and counts every lead for the filters", async () => {
    const first = await proInbox(handle.db, proId);
    expect(first.leads).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.page).toEqual({ number: 1, count: 2, matching: leadIds.length, size: INBOX_PAGE_SIZE });
    expect(first.counts.all).toBe(leadIds.length);
    expect(first.categories.map((category) => [category.slug, category.count])).toEqual([
      ["hvac", INBOX_PAGE_SIZE + 1],
      ["plumbing", 5],
    ]);
  });

  it("gives every lead once across the pages, none twice, none missing", async () => {
    const first = await proInbox(handle.db, proId);
    const second = await proInbox(handle.db, proId, { page: 2 });
    expect(second.leads).toHaveLength(leadIds.length - INBOX_PAGE_SIZE);
    expect([...first.leads, ...second.leads].map((lead) => lead.leadId).sort()).toEqual([...leadIds].sort());
    expect((await proInbox(handle.db, proId, { page: 3 })).leads).toEqual([]);
  });

  it("pages within a filter: one category's leads fit on one page", async () => {
    const plumbing = await proInbox(handle.db, proId, { category: "plumbing" });
    expect(plumbing.leads.map((lead) => lead.categorySlug)).toEqual(Array(5).fill("plumbing"));
    expect(plumbing.page).toMatchObject({ number: 1, count: 1, matching: 5 });
  });
});

describe(`a refunded lead in the pro's inbox on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("is named after the homeowner on its card as on its page: the pro paid for it before the refund", async () => {
    const hvac = await ensureCategory(handle.db, "hvac", "HVAC");
    const { id: proId } = await insertPro(handle.db, { categoryId: hvac, credits: 100 });
    // Outside the pro's area (43215 only), so refunded automatically as it is bought.
    const leadId = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [proId], zip: "44114" });
    expect(await acceptLead(handle.db, { providerId: proId, leadId })).toMatchObject({ status: "refunded" });

    const page = await proLeadDetail(handle.db, proId, leadId);
    expect(page.title).toMatch(/^Dana · /);
    const [card] = (await proInbox(handle.db, proId)).leads;
    expect(card!.title).toBe(page.title);
  });
});
