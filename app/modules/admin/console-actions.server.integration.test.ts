import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { acceptLead } from "~/modules/pipeline/accept-lead.server";
import { requestRefund } from "~/modules/pipeline/lead-pipeline.server";
import { ensureCategory, insertOfferedLead, insertPro, OPERATOR } from "../../../tests/support/admin-fixtures";
import { consoleLeadAction, outboxPageAction, partnersPageAction, refundsPageAction, reviewsPageAction } from "./console-actions.server";
import { ohioDay } from "~/lib/ohio-time";

let handle: DatabaseHandle;
let hvac: number;
const day = (offset: number) => ohioDay(new Date(Date.now() + offset * 86_400_000));

beforeAll(async () => {
  handle = await createTestDatabase();
  hvac = await ensureCategory(handle.db, "hvac", "HVAC");
});
afterAll(async () => handle?.close());

/*
 * What the console's pages answer to bad input: a 400 with a message to show
 * (and what was typed), a 404 for an unknown id, never a thrown fault.
 */
describe(`the console's posts on ${testDatabaseKind()}`, () => {
  it("answers overlapping featured dates with a 400 naming the other pro, keeping what was typed", async () => {
    const first = await insertPro(handle.db, { categoryId: hvac, name: "Cardinal Heating" });
    const second = await insertPro(handle.db, { categoryId: hvac, name: "Scioto Air" });
    const place = (providerId: string, startsOn: string, endsOn: string) =>
      partnersPageAction(handle.db, { actor: OPERATOR, values: { intent: "create-placement", category: "hvac", providerId, startsOn, endsOn } });
    expect((await place(first.id, day(0), day(10))).status).toBe(200);
    const refused = await place(second.id, day(5), day(15));
    expect(refused).toMatchObject({
      status: 400,
      outcome: { ok: false, errors: { startsOn: expect.stringContaining("Those dates overlap the placement of Cardinal Heating.") }, values: { providerId: second.id } },
    });
  });

  it("answers a bad deal with per-field messages, an unknown deal with 404, an unknown intent with 400", async () => {
    const bad = await partnersPageAction(handle.db, { actor: OPERATOR, values: { intent: "create-deal", title: "Tune-up", priceDollars: "-5" } });
    expect(bad).toMatchObject({ status: 400, outcome: { ok: false, errors: { priceDollars: expect.any(String), category: expect.any(String) }, values: { title: "Tune-up" } } });
    expect((await partnersPageAction(handle.db, { actor: OPERATOR, values: { intent: "expire-deal", dealId: "nope" } })).status).toBe(404);
    expect((await partnersPageAction(handle.db, { actor: OPERATOR, values: { intent: "drop-table" } })).status).toBe(400);
    expect((await reviewsPageAction(handle.db, { actor: OPERATOR, values: { intent: "hide", reviewId: "nope", reason: "x" } })).status).toBe(404);
    expect(await outboxPageAction(handle.db, { actor: OPERATOR, values: { intent: "retry-all" } })).toMatchObject({ status: 400, outcome: { message: "There are no failed notifications to retry." } });
  });

  it("keeps the typed note next to a refund that cannot be rejected without one, and 404s an unknown lead", async () => {
    const pro = await insertPro(handle.db, { categoryId: hvac, credits: 50 });
    const leadId = await insertOfferedLead(handle.db, { categoryId: hvac, providerIds: [pro.id] });
    await acceptLead(handle.db, { providerId: pro.id, leadId });
    const { id } = await requestRefund(handle.db, { providerId: pro.id, leadId, reason: "Wrong number" });
    const refused = await refundsPageAction(handle.db, { actor: OPERATOR, values: { intent: "reject", requestId: id, note: "   " } });
    expect(refused).toMatchObject({ status: 400, outcome: { ok: false, targetId: id, values: { note: "   " } } });
    const approved = await refundsPageAction(handle.db, { actor: OPERATOR, values: { intent: "approve", requestId: id, note: "" } });
    expect(approved).toMatchObject({ status: 200, outcome: { ok: true, message: "Refund approved: 25 credits returned." } });
    expect((await consoleLeadAction(handle.db, { leadId: "00000000-0000-4000-8000-000000000000", actor: OPERATOR, values: { intent: "flag-fraud", reason: "x" } })).status).toBe(404);
  });
});
