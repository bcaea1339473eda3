import { and, eq, gt, sql } from "drizzle-orm";
import { BRAND } from "~/brand";
import type { Database } from "~/db/client.server";
import { eachLimited } from "~/lib/each-limited";
import { notificationsHandedOver } from "~/lib/metrics.server";
import type { TextPurpose } from "~/db/enums";
import { leadDeliveries, leadRequests, serviceCategories, textConsents, textMessages } from "~/db/schema";
import { leadPlace } from "~/modules/catalog";
import { type ChannelChoices, channelAllowed } from "~/modules/notifications";
import { claimableRows, loadChannelChoices, CLAIM_LEASE_MS, MAX_ATTEMPTS, retryDelayMs, SEND_CONCURRENCY } from "~/modules/notifications/index.server";
import { isPermanentRefusal, type SmsSender } from "./sms-sender.server";

/**
 * The text outbox, kept like the e-mail outbox (docs/decisions/021): a row
 * is written in the transaction of its cause, claimed by one worker (FOR
 * UPDATE SKIP LOCKED and a lease), handed to the carrier outside the claim,
 * then marked sent, retried with a growing delay, or failed. A new lead's
 * text is one row per delivery (a unique index), so however many processes
 * look for new leads, each pro gets one text per lead.
 */
type Writer = Pick<Database, "insert" | "select">;

export async function queueText(
  tx: Writer,
  text: { providerId: string; purpose: TextPurpose; phone: string; body: string; leadId?: string; now?: Date },
): Promise<void> {
  const now = text.now ?? new Date();
  await tx.insert(textMessages).values({
    providerId: text.providerId,
    leadId: text.leadId ?? null,
    purpose: text.purpose,
    phone: text.phone,
    body: text.body,
    nextAttemptAt: now,
    createdAt: now,
  });
}

/** The kinds besides a new lead that a pro may have texted (a new lead's text comes from queueLeadTexts). */
export type AlertTextKind = "new-message" | "refund-decided";

/** An alert's text: what its push says, where it opens, and how to stop. */
export function alertText(args: { title: string; url: string }): string {
  // A title may end its own sentence ("New message from Dana R."): one full stop, not two.
  const sentence = /[.!?]$/.test(args.title) ? args.title : `${args.title}.`;
  return `${BRAND.name}: ${sentence} ${args.url} Reply STOP to stop texts.`;
}

/**
 * A text about a homeowner's message or a refund decision, queued in the
 * transaction of its cause (its insert wakes the text worker, migration 0018):
 * only to a pro with a confirmed number whose choices allow a text of this
 * kind now (channel-choices.ts). Returns whether one was queued.
 */
export async function queueAlertText(
  tx: Writer,
  args: { providerId: string; kind: AlertTextKind; title: string; url: string; leadId?: string; now?: Date },
): Promise<boolean> {
  const now = args.now ?? new Date();
  const [consent] = await tx
    .select({ phone: textConsents.phone })
    .from(textConsents)
    .where(and(eq(textConsents.providerId, args.providerId), eq(textConsents.status, "active")));
  if (!consent) return false;
  if (!channelAllowed({ choices: await loadChannelChoices(tx, args.providerId), channel: "text", kind: args.kind, at: now })) return false;
  await queueText(tx, { providerId: args.providerId, purpose: args.kind, phone: consent.phone, body: alertText(args), leadId: args.leadId, now });
  return true;
}

/** How far back a worker looks for deliveries still without their text: a lead older than this is no news. */
export const NEW_LEAD_WINDOW_MS = 60 * 60 * 1000;

/** A new lead's text names the town as the pro's e-mail about it does ("near Columbus, OH 43215"): a pro knows towns. */
export function newLeadText(args: { categoryName: string; zip: string; leadUrl: string }): string {
  return `Buckeye Pros: new ${args.categoryName} lead near ${leadPlace(args.zip)}. See it and accept: ${args.leadUrl} Reply STOP to stop texts.`;
}

/**
 * Queues the text of every recent delivery to a pro with a confirmed number
 * that has none yet: pending when the pro's choices allow a text now, else
 * skipped (quiet hours, or texts about leads turned off), so it is decided
 * once. Only offers still open are news: requests flagged as fraud, and leads already answered, get no text.
 */
export async function queueLeadTexts(db: Database, options: { publicUrl: string; now?: Date }): Promise<number> {
  const now = options.now ?? new Date();
  const fresh = await db
    .select({
      leadId: leadDeliveries.leadId,
      providerId: leadDeliveries.providerId,
      phone: textConsents.phone,
      zip: leadRequests.zipCode,
      categoryName: serviceCategories.name,
    })
    .from(leadDeliveries)
    .innerJoin(textConsents, and(eq(textConsents.providerId, leadDeliveries.providerId), eq(textConsents.status, "active")))
    .innerJoin(leadRequests, eq(leadRequests.id, leadDeliveries.leadId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, leadRequests.categoryId))
    .where(
      and(
        gt(leadDeliveries.createdAt, new Date(now.getTime() - NEW_LEAD_WINDOW_MS)),
        // Still waiting for the pro's answer: a lead it already accepted (or that was refunded, or expired) is no news,
        // as when a pro confirms its number after working the hour's leads.
        eq(leadDeliveries.status, "offered"),
        sql`${leadRequests.status} <> 'fraud'`,
        sql`not exists (select 1 from ${textMessages} where ${textMessages.purpose} = 'new-lead' and ${textMessages.leadId} = ${leadDeliveries.leadId} and ${textMessages.providerId} = ${leadDeliveries.providerId})`,
      ),
    )
    .limit(200);
  let queued = 0;
  // A pro's choices are read once per run, however many of its leads wait.
  const choicesOf = new Map<string, ChannelChoices>();
  for (const delivery of fresh) {
    const choices = choicesOf.get(delivery.providerId) ?? (await loadChannelChoices(db, delivery.providerId));
    choicesOf.set(delivery.providerId, choices);
    const allowed = channelAllowed({ choices, channel: "text", kind: "new-lead", at: now });
    const inserted = await db
      .insert(textMessages)
      .values({
        providerId: delivery.providerId,
        leadId: delivery.leadId,
        purpose: "new-lead",
        phone: delivery.phone,
        body: newLeadText({ categoryName: delivery.categoryName, zip: delivery.zip, leadUrl: `${options.publicUrl}/provider/leads/${delivery.leadId}` }),
        status: allowed ? "pending" : "skipped",
        nextAttemptAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: textMessages.id });
    if (allowed && inserted.length > 0) queued += 1;
  }
  return queued;
}

export type TextRun = { claimed: number; sent: number; failed: number };

/** Sends the due texts, exactly once however many processes run this. */
export async function deliverDueTexts(db: Database, sender: SmsSender, options: { now?: Date; batchSize?: number } = {}): Promise<TextRun> {
  const now = options.now ?? new Date();
  const claimed = await claimDue(db, now, options.batchSize ?? 20);
  let sent = 0;
  let failed = 0;
  await eachLimited(claimed, SEND_CONCURRENCY, async (text) => {
    // A STOP that arrived after the text was queued wins: no alert goes to a stopped number (a code goes before any consent).
    if (text.purpose !== "code" && !(await stillOptedIn(db, text.providerId, text.phone))) {
      await db.update(textMessages).set({ status: "skipped", claimedUntil: null, lastError: "The number texted STOP." }).where(eq(textMessages.id, text.id));
      return;
    }
    try {
      const { sid } = await sender.send({ to: text.phone, body: text.body });
      await db
        .update(textMessages)
        .set({ status: "sent", sid, sentAt: now, attempts: text.attempts + 1, lastError: null, claimedUntil: null })
        .where(and(eq(textMessages.id, text.id), eq(textMessages.status, "pending")));
      sent += 1;
      notificationsHandedOver.inc({ channel: "text", outcome: "sent" });
    } catch (error) {
      const attempts = text.attempts + 1;
      await db
        .update(textMessages)
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS || isPermanentRefusal(error) ? "failed" : "pending",
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          claimedUntil: null,
        })
        .where(eq(textMessages.id, text.id));
      failed += 1;
      // Counted with the outbox's notifications, so docs/deploy.md's failed-notifications alert hears texts too.
      notificationsHandedOver.inc({ channel: "text", outcome: "failed" });
    }
  });
  return { claimed: claimed.length, sent, failed };
}

async function stillOptedIn(db: Database, providerId: string | null, phone: string): Promise<boolean> {
  if (!providerId) return false;
  const [consent] = await db
    .select({ status: textConsents.status })
    .from(textConsents)
    .where(and(eq(textConsents.providerId, providerId), eq(textConsents.phone, phone)));
  return consent?.status === "active";
}

async function claimDue(db: Database, now: Date, batchSize: number) {
  return db
    .update(textMessages)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(claimableRows(db, textMessages, now, batchSize))
    .returning({
      id: textMessages.id,
      providerId: textMessages.providerId,
      purpose: textMessages.purpose,
      phone: textMessages.phone,
      body: textMessages.body,
      attempts: textMessages.attempts,
    });
}
