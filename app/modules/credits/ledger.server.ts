import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { LedgerKind } from "~/db/enums";
import { creditLedger, providers } from "~/db/schema";

/**
 * The only way credits move (docs/decisions/013). Each entry is appended to
 * `credit_ledger` and the pro's `credit_balance` changes in the same
 * statement, by a conditional update that cannot take the balance below zero:
 * two racing charges can never overdraw, and the balance always equals the
 * sum of the entries. Call it inside the transaction of the entry's cause (a
 * purchase, an accepted lead, a refund decision).
 */
type Writer = Pick<Database, "select" | "execute">;

export type LedgerEntryInput = {
  providerId: string;
  kind: LedgerKind;
  /** Signed credits: positive adds, negative subtracts (the database checks the sign against the kind). */
  amount: number;
  /** The same key never makes a second entry: a retry returns the first. */
  idempotencyKey: string;
  leadId?: string | null;
  /** A refund names the charge it reverses. */
  reversesId?: string | null;
  note?: string;
  now?: Date;
};

export type LedgerEntry = {
  id: string;
  providerId: string;
  kind: LedgerKind;
  amount: number;
  balanceAfter: number;
  leadId: string | null;
  reversesId: string | null;
  /** true when the idempotency key had already made this entry. */
  replayed: boolean;
};

export class InsufficientCreditsError extends Error {
  constructor() {
    super("Not enough credits for this lead. Buy credits to accept it.");
    this.name = "InsufficientCreditsError";
  }
}

export class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LedgerError";
  }
}

const entryColumns = {
  id: creditLedger.id,
  providerId: creditLedger.providerId,
  kind: creditLedger.kind,
  amount: creditLedger.amount,
  balanceAfter: creditLedger.balanceAfter,
  leadId: creditLedger.leadId,
  reversesId: creditLedger.reversesId,
};

export async function postLedgerEntry(db: Writer, input: LedgerEntryInput): Promise<LedgerEntry> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0) throw new LedgerError("A ledger entry moves a whole, non-zero number of credits.");

  // One statement: the entry an earlier call made with the same key, or else the balance moved and the new entry,
  // each answered as a row. The balance moves only when no entry has the key; two racing calls with one key both
  // move it, and the second insert fails on the key's unique index, which undoes its move with its transaction.
  // The entry's time is read after the balance's row lock is taken (clock_timestamp, not the transaction's start),
  // so entries of one pro sort in the order their balances were computed, even when racing transactions began in
  // another order.
  const createdAt = input.now ? sql`${input.now.toISOString()}::timestamptz` : sql`clock_timestamp()`;
  const result = await db.execute(sql`
    with earlier as (
      select id, provider_id, kind, amount, balance_after, lead_id, reverses_id from ${creditLedger}
      where idempotency_key = ${input.idempotencyKey}
    ), moved as (
      update ${providers} set credit_balance = credit_balance + ${input.amount}
      where id = ${input.providerId} and credit_balance + ${input.amount} >= 0 and not exists (select from earlier)
      returning credit_balance
    ), inserted as (
      insert into ${creditLedger} (provider_id, kind, amount, balance_after, idempotency_key, lead_id, reverses_id, note, created_at)
      select ${input.providerId}, ${input.kind}, ${input.amount}, moved.credit_balance, ${input.idempotencyKey},
             ${input.leadId ?? null}, ${input.reversesId ?? null}, ${input.note ?? ""}, ${createdAt}
      from moved
      returning id, provider_id, kind, amount, balance_after, lead_id, reverses_id
    )
    select false as replayed, * from inserted
    union all
    select true, * from earlier`);
  const row = rowsOf<EntryRow>(result)[0];
  if (!row) {
    const [provider] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, input.providerId));
    if (!provider) throw new LedgerError("No such provider.");
    throw new InsufficientCreditsError();
  }
  if (row.replayed && (row.provider_id !== input.providerId || row.kind !== input.kind || Number(row.amount) !== input.amount)) {
    throw new LedgerError("This idempotency key was used for a different ledger entry.");
  }
  return {
    id: row.id,
    providerId: row.provider_id,
    kind: row.kind,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    leadId: row.lead_id,
    reversesId: row.reverses_id,
    replayed: row.replayed,
  };
}

/** A row of postLedgerEntry's statement, as the driver gives it. */
type EntryRow = {
  replayed: boolean;
  id: string;
  provider_id: string;
  kind: LedgerKind;
  amount: number | string;
  balance_after: number | string;
  lead_id: string | null;
  reverses_id: string | null;
};

/** Charges a lead's price: a negative entry that fails when the balance is short. */
export function chargeForLead(
  db: Writer,
  args: { providerId: string; leadId: string; credits: number; idempotencyKey: string; now?: Date },
): Promise<LedgerEntry> {
  if (!Number.isSafeInteger(args.credits) || args.credits <= 0) throw new LedgerError("A lead's price is a positive number of credits.");
  return postLedgerEntry(db, {
    providerId: args.providerId,
    kind: "lead_charge",
    amount: -args.credits,
    idempotencyKey: args.idempotencyKey,
    leadId: args.leadId,
    note: "Lead accepted",
    now: args.now,
  });
}

/** Gives back exactly what a charge took, once: the refund points at the charge it reverses. */
export async function refundCharge(
  db: Writer,
  args: { chargeId: string; reason: string; now?: Date },
): Promise<LedgerEntry> {
  const [charge] = await db.select(entryColumns).from(creditLedger).where(eq(creditLedger.id, args.chargeId));
  if (!charge || charge.kind !== "lead_charge") throw new LedgerError("Only a lead charge can be refunded.");
  return postLedgerEntry(db, {
    providerId: charge.providerId,
    kind: "refund",
    amount: -charge.amount,
    idempotencyKey: `refund:${charge.id}`,
    leadId: charge.leadId,
    reversesId: charge.id,
    note: args.reason,
    now: args.now,
  });
}

/** The pro's balance as the ledger's sum, for checks (the balance column is what code reads). */
export async function ledgerSum(db: Pick<Database, "select">, providerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.amount}), 0)`.mapWith(Number) })
    .from(creditLedger)
    .where(eq(creditLedger.providerId, providerId));
  return row?.total ?? 0;
}

export async function creditBalance(db: Pick<Database, "select">, providerId: string): Promise<number | null> {
  const [row] = await db.select({ balance: providers.creditBalance }).from(providers).where(eq(providers.id, providerId));
  return row?.balance ?? null;
}

/** The pro's entries, oldest first (in the order they were written), with the balance after each. */
export function ledgerEntries(db: Pick<Database, "select">, providerId: string) {
  return db
    .select({ ...entryColumns, note: creditLedger.note, createdAt: creditLedger.createdAt })
    .from(creditLedger)
    .where(eq(creditLedger.providerId, providerId))
    .orderBy(asc(creditLedger.sequence));
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
