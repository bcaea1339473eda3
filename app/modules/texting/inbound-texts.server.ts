import { eq } from "drizzle-orm";
import { BRAND } from "~/brand";
import type { Database } from "~/db/client.server";
import { textConsentEvents, textConsents } from "~/db/schema";

/**
 * A text someone sent to our number (Twilio's webhook, already checked to be
 * Twilio's): STOP and its synonyms end texts to that number, START brings a
 * stopped number back, HELP is answered with who we are. Each is recorded
 * against every pro with that number. Anything else gets no reply.
 */
const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "OPTOUT", "REVOKE"]);
const START_WORDS = new Set(["START", "UNSTOP", "YES"]);
const HELP_WORDS = new Set(["HELP", "INFO"]);

export const HELP_REPLY = `${BRAND.name}: texts about your leads and messages. Manage them in your portal's settings. Call ${BRAND.phoneDisplay} for help. Reply STOP to stop.`;
export const STOP_REPLY = `${BRAND.name}: you will get no more texts. Reply START to turn them back on.`;
export const START_REPLY = `${BRAND.name}: texts are back on. Reply STOP to stop, HELP for help.`;

export type InboundKeyword = "stop" | "start" | "help" | "other";

export function inboundKeyword(body: string): InboundKeyword {
  const word = body.trim().toUpperCase().replace(/[^A-Z]/g, "");
  if (STOP_WORDS.has(word)) return "stop";
  if (START_WORDS.has(word)) return "start";
  if (HELP_WORDS.has(word)) return "help";
  return "other";
}

/** Records what the text asks and says what to reply (null: no reply). */
export async function handleInboundText(db: Database, args: { from: string; body: string; now?: Date }): Promise<{ keyword: InboundKeyword; reply: string | null }> {
  const now = args.now ?? new Date();
  const keyword = inboundKeyword(args.body);
  if (keyword === "other") return { keyword, reply: null };
  await db.transaction(async (tx) => {
    const holders = await tx.select({ providerId: textConsents.providerId, status: textConsents.status }).from(textConsents).where(eq(textConsents.phone, args.from));
    const event = keyword === "stop" ? "stopped" : keyword === "start" ? "started" : "help";
    const wording = args.body.trim().slice(0, 160);
    if (holders.length === 0) await tx.insert(textConsentEvents).values({ providerId: null, phone: args.from, event, wording, createdAt: now });
    for (const holder of holders) {
      if (keyword === "stop") {
        await tx.update(textConsents).set({ status: "stopped", codeHash: null, codeExpiresAt: null, updatedAt: now }).where(eq(textConsents.providerId, holder.providerId));
      }
      // START brings back only a number that had agreed and then stopped; a number never confirmed needs its code.
      if (keyword === "start" && holder.status === "stopped") {
        await tx.update(textConsents).set({ status: "active", consentedAt: now, updatedAt: now }).where(eq(textConsents.providerId, holder.providerId));
      }
      await tx.insert(textConsentEvents).values({ providerId: holder.providerId, phone: args.from, event, wording, createdAt: now });
    }
  });
  return { keyword, reply: keyword === "stop" ? STOP_REPLY : keyword === "start" ? START_REPLY : HELP_REPLY };
}
