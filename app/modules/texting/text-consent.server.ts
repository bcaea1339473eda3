import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { BRAND } from "~/brand";
import type { Database } from "~/db/client.server";
import { textConsentEvents, textConsents } from "~/db/schema";
import { checkPhone, isFictionalPhone } from "~/lib/phone";
import type { Result } from "~/lib/result";
import { queueText } from "./text-outbox.server";

/**
 * A pro's consent to texts: it enters a number and the wording below is
 * shown beside the field; a code is texted to the number; typing the code
 * back confirms that the number is the pro's and that it agreed, and the
 * consent is recorded with the time, the number and that exact wording
 * (text_consent_events). STOP by text, or turning texts off in settings, ends it.
 */
export const TEXT_CONSENT_WORDING =
  `By confirming this number you agree to receive text messages from ${BRAND.name} about new leads, homeowners' messages and refunds. ` +
  "Up to 10 messages a day. Message and data rates may apply. Reply STOP to stop and HELP for help. Consent is not a condition of purchase.";

export const CODE_MINUTES = 10;
export const CODE_ATTEMPTS = 5;

export type OptInFailure = { message: string };

/** What a number in the range kept for examples is told: it is ten digits, so the rule's own messages do not fit. */
export const EXAMPLE_NUMBER_MESSAGE = "Numbers 555-0100 to 555-0199 are kept for examples and cannot get texts. Enter your own mobile number.";

/**
 * The number as E.164 (+16142734410), or what is wrong with it: the one phone rule's messages (app/lib/phone.ts),
 * as every other form says them, and a number in the examples' range, which no phone answers, refused too.
 */
export function textNumber(typed: string): Result<string, OptInFailure> {
  const checked = checkPhone(typed);
  if (!checked.ok) return { ok: false, message: checked.message };
  if (isFictionalPhone(checked.digits)) return { ok: false, message: EXAMPLE_NUMBER_MESSAGE };
  return { ok: true, value: `+1${checked.digits}` };
}

function codeHash(providerId: string, code: string): string {
  return createHash("sha256").update(`${providerId}:${code}`).digest("hex");
}

/** Texts a six-digit code to the number; the number is not used for anything else until the code comes back. */
export async function startTextOptIn(
  db: Database,
  args: { providerId: string; phone: string; now?: Date; code?: string },
): Promise<Result<{ phone: string }, OptInFailure>> {
  const number = textNumber(args.phone);
  if (!number.ok) return number;
  const phone = number.value;
  const now = args.now ?? new Date();
  const code = args.code ?? String(randomInt(0, 1_000_000)).padStart(6, "0");
  const pending = {
    phone,
    status: "pending" as const,
    codeHash: codeHash(args.providerId, code),
    codeExpiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
    codeAttempts: 0,
    wording: TEXT_CONSENT_WORDING,
    consentedAt: null,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx.insert(textConsents).values({ providerId: args.providerId, ...pending }).onConflictDoUpdate({ target: textConsents.providerId, set: pending });
    await tx.insert(textConsentEvents).values({ providerId: args.providerId, phone, event: "code-sent", wording: TEXT_CONSENT_WORDING, createdAt: now });
    await queueText(tx, {
      providerId: args.providerId,
      purpose: "code",
      phone,
      body: `${BRAND.name}: your code is ${code}. It expires in ${CODE_MINUTES} minutes. Reply STOP to stop.`,
      now,
    });
  });
  return { ok: true, value: { phone } };
}

/** The code typed back: the consent becomes active, recorded with its time, number and wording. */
export async function confirmTextOptIn(
  db: Database,
  args: { providerId: string; code: string; now?: Date },
): Promise<Result<{ phone: string }, OptInFailure>> {
  const now = args.now ?? new Date();
  return db.transaction(async (tx) => {
    const [consent] = await tx.select().from(textConsents).where(eq(textConsents.providerId, args.providerId)).for("update");
    if (!consent || consent.status !== "pending" || !consent.codeHash || !consent.codeExpiresAt) {
      return { ok: false as const, message: "Send a code to your number first." };
    }
    if (consent.codeExpiresAt <= now || consent.codeAttempts >= CODE_ATTEMPTS) {
      return { ok: false as const, message: "This code has expired. Send a new one." };
    }
    const given = Buffer.from(codeHash(args.providerId, args.code.replace(/\D/g, "")));
    const expected = Buffer.from(consent.codeHash);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      await tx.update(textConsents).set({ codeAttempts: sql`${textConsents.codeAttempts} + 1` }).where(eq(textConsents.providerId, args.providerId));
      return { ok: false as const, message: "That code is not right. Check the text and try again." };
    }
    await tx
      .update(textConsents)
      .set({ status: "active", codeHash: null, codeExpiresAt: null, consentedAt: now, updatedAt: now })
      .where(eq(textConsents.providerId, args.providerId));
    await tx.insert(textConsentEvents).values({ providerId: args.providerId, phone: consent.phone, event: "opted-in", wording: consent.wording, createdAt: now });
    return { ok: true as const, value: { phone: consent.phone } };
  });
}

/** The pro turns texts off in settings: the number stops getting texts, recorded like a STOP. */
export async function stopTextsFromSettings(db: Database, args: { providerId: string; now?: Date }): Promise<void> {
  const now = args.now ?? new Date();
  await db.transaction(async (tx) => {
    const stopped = await tx
      .update(textConsents)
      .set({ status: "stopped", codeHash: null, codeExpiresAt: null, updatedAt: now })
      .where(and(eq(textConsents.providerId, args.providerId), sql`${textConsents.status} <> 'stopped'`))
      .returning({ phone: textConsents.phone });
    for (const row of stopped) {
      await tx.insert(textConsentEvents).values({ providerId: args.providerId, phone: row.phone, event: "stopped", wording: "Turned off in settings", createdAt: now });
    }
  });
}

export type TextConsentView = { phone: string; status: "pending" | "active" | "stopped"; consentedAt: Date | null } | null;

export async function textConsentOf(db: Pick<Database, "select">, providerId: string): Promise<TextConsentView> {
  const [row] = await db
    .select({ phone: textConsents.phone, status: textConsents.status, consentedAt: textConsents.consentedAt })
    .from(textConsents)
    .where(eq(textConsents.providerId, providerId));
  return row ?? null;
}
