import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { creditLedger, leadRequests, providers, serviceCategories } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import {
  chargeForLead,
  creditBalance,
  InsufficientCreditsError,
  ledgerEntries,
  ledgerSum,
  postLedgerEntry,
  refundCharge,
} from "./ledger.server";

let handle: DatabaseHandle;
let leadId: string;
let proCount = 0;

async function newProvider(): Promise<string> {
  proCount += 1;
  const [row] = await handle.db
    .insert(providers)
    .values({ slug: `ledger-pro-${proCount}`, businessName: `Ledger Pro ${proCount}`, phone: "6145550100", email: `l${proCount}@example.com`, baseZip: "43215", city: "Columbus" })
    .returning({ id: providers.id });
  return row!.id;
}

/** The invariants: balance column = sum of entries = last running balance, never negative. */
async function expectConsistent(providerId: string, expected: number) {
  const balance = await creditBalance(handle.db, providerId);
  expect(balance).toBe(expected);
  expect(await ledgerSum(handle.db, providerId)).toBe(expected);
  const entries = await ledgerEntries(handle.db, providerId);
  const last = entries.reduce<number | null>((_, entry) => entry.balanceAfter, null);
  expect(last ?? 0).toBe(expected);
  expect(entries.every((entry) => entry.balanceAfter >= 0)).toBe(true);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const [category] = await handle.db.insert(serviceCategories).values({ slug: "hvac", name: "HVAC" }).returning({ id: serviceCategories.id });
  const [lead] = await handle.db
    .insert(leadRequests)
    .values({ title: "HVAC Service Request", zipCode: "43215", categoryId: category!.id })
    .returning({ id: leadRequests.id });
  leadId = lead!.id;
});
afterAll(async () => {
  await handle?.close();
});

type Command =
  | { kind: "grant" | "purchase"; credits: number }
  | { kind: "charge"; credits: number }
  | { kind: "adjust"; credits: number }
  | { kind: "refund"; pick: number }
  | { kind: "replay"; pick: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constantFrom("grant" as const, "purchase" as const), credits: fc.integer({ min: 1, max: 200 }) }),
  fc.record({ kind: fc.constant("charge" as const), credits: fc.integer({ min: 1, max: 120 }) }),
  fc.record({ kind: fc.constant("adjust" as const), credits: fc.integer({ min: -150, max: 150 }).filter((n) => n !== 0) }),
  fc.record({ kind: fc.constant("refund" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("replay" as const), pick: fc.nat() }),
);

describe(`credit ledger on ${testDatabaseKind()}`, () => {
  it("keeps balance = sum of the ledger after any sequence of entries, and never goes below zero", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        const providerId = await newProvider();
        let expected = 0;
        const charges: { id: string; credits: number; refunded: boolean }[] = [];
        const keys: { key: string; kind: "grant"; amount: number }[] = [];
        for (const [index, step] of commands.entries()) {
          if (step.kind === "grant" || step.kind === "purchase") {
            const key = `${providerId}:${index}`;
            await handle.db.transaction((tx) => postLedgerEntry(tx, { providerId, kind: step.kind, amount: step.credits, idempotencyKey: key }));
            if (step.kind === "grant") keys.push({ key, kind: "grant", amount: step.credits });
            expected += step.credits;
          } else if (step.kind === "charge" || step.kind === "adjust") {
            const amount = step.kind === "charge" ? -step.credits : step.credits;
            const attempt = handle.db.transaction((tx) =>
              step.kind === "charge"
                ? chargeForLead(tx, { providerId, leadId, credits: step.credits, idempotencyKey: `${providerId}:${index}` })
                : postLedgerEntry(tx, { providerId, kind: "adjustment", amount, idempotencyKey: `${providerId}:${index}` }),
            );
            if (expected + amount < 0) {
              await expect(attempt).rejects.toBeInstanceOf(InsufficientCreditsError);
            } else {
              const entry = await attempt;
              expected += amount;
              expect(entry.balanceAfter).toBe(expected);
              if (step.kind === "charge") charges.push({ id: entry.id, credits: step.credits, refunded: false });
            }
          } else if (step.kind === "refund" && charges.length > 0) {
            const charge = charges[step.pick % charges.length]!;
            const entry = await handle.db.transaction((tx) => refundCharge(tx, { chargeId: charge.id, reason: "test" }));
            expect(entry.replayed).toBe(charge.refunded);
            expect(entry.amount).toBe(charge.credits);
            if (!charge.refunded) expected += charge.credits;
            charge.refunded = true;
          } else if (step.kind === "replay" && keys.length > 0) {
            const earlier = keys[step.pick % keys.length]!;
            const entry = await postLedgerEntry(handle.db, { providerId, kind: earlier.kind, amount: earlier.amount, idempotencyKey: earlier.key });
            expect(entry.replayed).toBe(true);
          }
          await expectConsistent(providerId, expected);
        }
      }),
      { numRuns: 25 },
    );
  });

  it("lets racing charges take only what the balance holds", async () => {
    const providerId = await newProvider();
    await postLedgerEntry(handle.db, { providerId, kind: "purchase", amount: 100, idempotencyKey: `${providerId}:buy` });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_unused, i) =>
        handle.db.transaction((tx) => chargeForLead(tx, { providerId, leadId, credits: 30, idempotencyKey: `${providerId}:race:${i}` })),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toBeInstanceOf(InsufficientCreditsError);
    }
    await expectConsistent(providerId, 10);
  });

  it("charges an idempotency key once, even when the same charge is sent twice at once", async () => {
    const providerId = await newProvider();
    await postLedgerEntry(handle.db, { providerId, kind: "grant", amount: 50, idempotencyKey: `${providerId}:grant` });
    const key = `${providerId}:accept`;
    const results = await Promise.allSettled(
      [0, 1].map(() => handle.db.transaction((tx) => chargeForLead(tx, { providerId, leadId, credits: 20, idempotencyKey: key }))),
    );
    // One makes the entry; the other either replays it or loses the race on the key's unique index.
    expect(results.some((result) => result.status === "fulfilled" && !result.value.replayed)).toBe(true);
    await expectConsistent(providerId, 30);
  });

  it("refuses a key that made another entry, and moves nothing", async () => {
    const providerId = await newProvider();
    const first = await postLedgerEntry(handle.db, { providerId, kind: "grant", amount: 50, idempotencyKey: `${providerId}:once` });
    expect(first).toMatchObject({ providerId, kind: "grant", amount: 50, balanceAfter: 50, replayed: false });
    const other = postLedgerEntry(handle.db, { providerId, kind: "grant", amount: 40, idempotencyKey: `${providerId}:once` });
    await expect(other).rejects.toThrow("This idempotency key was used for a different ledger entry.");
    const again = await postLedgerEntry(handle.db, { providerId, kind: "grant", amount: 50, idempotencyKey: `${providerId}:once` });
    expect(again).toEqual({ ...first, replayed: true });
    await expectConsistent(providerId, 50);
  });

  it("holds the money rules in the database too", async () => {
    const providerId = await newProvider();
    const grant = await postLedgerEntry(handle.db, { providerId, kind: "grant", amount: 40, idempotencyKey: `${providerId}:grant` });
    const refused = async (statement: Promise<unknown>) => {
      await expect(statement).rejects.toThrow();
    };
    // Append-only: no update, no delete.
    await refused(handle.db.update(creditLedger).set({ note: "changed" }).where(eq(creditLedger.id, grant.id)));
    await refused(handle.db.delete(creditLedger).where(eq(creditLedger.id, grant.id)));
    // The sign goes with the kind; a charge names its lead; a refund names its charge.
    const base = { providerId, balanceAfter: 40 };
    await refused(handle.db.insert(creditLedger).values({ ...base, kind: "lead_charge", amount: 5, leadId, idempotencyKey: `${providerId}:a` }));
    await refused(handle.db.insert(creditLedger).values({ ...base, kind: "purchase", amount: -5, idempotencyKey: `${providerId}:b` }));
    await refused(handle.db.insert(creditLedger).values({ ...base, kind: "lead_charge", amount: -5, idempotencyKey: `${providerId}:c` }));
    await refused(handle.db.insert(creditLedger).values({ ...base, kind: "refund", amount: 5, idempotencyKey: `${providerId}:d` }));
    // No negative balance, and no deleting a pro with money history.
    await refused(handle.db.update(providers).set({ creditBalance: -1 }).where(eq(providers.id, providerId)));
    await refused(handle.db.delete(providers).where(eq(providers.id, providerId)));
    await expectConsistent(providerId, 40);
  });

  it("refunds a charge once and only a charge", async () => {
    const providerId = await newProvider();
    await postLedgerEntry(handle.db, { providerId, kind: "grant", amount: 25, idempotencyKey: `${providerId}:grant` });
    const charge = await chargeForLead(handle.db, { providerId, leadId, credits: 25, idempotencyKey: `${providerId}:charge` });
    const first = await refundCharge(handle.db, { chargeId: charge.id, reason: "Invalid phone number" });
    const second = await refundCharge(handle.db, { chargeId: charge.id, reason: "again" });
    expect(first).toMatchObject({ kind: "refund", amount: 25, reversesId: charge.id, leadId, replayed: false });
    expect(second).toMatchObject({ id: first.id, replayed: true });
    await expect(refundCharge(handle.db, { chargeId: first.id, reason: "a refund of a refund" })).rejects.toThrow("Only a lead charge");
    const [row] = await handle.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(creditLedger).where(eq(creditLedger.providerId, providerId));
    expect(row!.n).toBe(3);
    await expectConsistent(providerId, 25);
  });

  it("lists entries in the order they were written, even when they share a timestamp", async () => {
    const providerId = await newProvider();
    const sameMoment = new Date("2026-03-02T15:00:00.000Z");
    await postLedgerEntry(handle.db, { providerId, kind: "grant", amount: 50, idempotencyKey: `${providerId}:grant`, now: sameMoment });
    // Each lead charge refunded at once (an undialable number): the charge must list before its refund.
    for (let round = 0; round < 12; round += 1) {
      const charge = await chargeForLead(handle.db, { providerId, leadId, credits: 28, idempotencyKey: `${providerId}:charge:${round}`, now: sameMoment });
      await refundCharge(handle.db, { chargeId: charge.id, reason: "Invalid phone number", now: sameMoment });
    }
    const entries = await ledgerEntries(handle.db, providerId);
    expect(entries.map((entry) => entry.balanceAfter)).toEqual([50, ...Array.from({ length: 12 }, () => [22, 50]).flat()]);
    expect(entries.map((entry) => entry.kind)).toEqual(["grant", ...Array.from({ length: 12 }, () => ["lead_charge", "refund"]).flat()]);
  });
});
