import { and, asc, eq, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { getEnv } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import type { NotificationKind } from "~/db/enums";
import { notificationPreferences, notifications, pushSubscriptions } from "~/db/schema";
import { mailParts } from "./mail-parts.server";
import { type AddressedPush, type OutgoingPush, type PushDevice, pushPayload, pushRows } from "./push-rows.server";
import { PushSubscriptionGone, type PushTransport } from "./push-transport.server";
import { choiceKey, verifiedAccountFor } from "./notification-preferences.server";
import { stopLinkUrl } from "./stop-link.server";
import { footerLines, templateInfo } from "./notification-templates";
import type { MailTransport } from "./transports.server";
import { notificationsHandedOver } from "~/lib/metrics.server";
import { eachLimited } from "~/lib/each-limited";
import { inSpan } from "~/lib/tracing.server";

/** Any Drizzle handle that can read and insert: the database or an open transaction. */
type Writer = Pick<Database, "insert" | "select">;

export type OutgoingEmail = {
  /** A name from NOTIFICATION_TEMPLATES (notification-templates.ts): it decides the footer and the kind. */
  template: string;
  to: string;
  subject: string;
  /** The plain-text part, without footer; the HTML part is built from it unless `html` is given. */
  body: string;
  /** The template's own HTML fragment (no <html> or footer), when plain paragraphs are not enough. */
  html?: string;
  /**
   * The recipient's account, when there is one: its preferences apply, and operators see whose it is. For a
   * homeowner's e-mail, left out means "find the verified account by address" and null means it has none.
   */
  userId?: string | null;
  /** Overrides the template's kind (account e-mails are always sent whatever this says). */
  kind?: NotificationKind;
  /**
   * The same news as a web push to each of the recipient's devices (needs `userId` and a kind): queued
   * with the e-mail, whether or not the e-mail itself is turned off.
   */
  push?: OutgoingPush;
};

/**
 * Queues an e-mail in the same transaction as the event that causes it, so the
 * message is never lost and never sent for an event that rolled back. An
 * e-mail of a kind the recipient turned off is not queued (false).
 */
export async function queueEmail(writer: Writer, email: OutgoingEmail): Promise<boolean> {
  const [queued] = await queueEmails(writer, [email]);
  return queued!;
}

/**
 * queueEmail for several e-mails of one event, in one insert (lead intake
 * queues one per matched pro and the homeowner's): same rules, one round trip
 * for the rows. Returns, per e-mail, whether it was queued.
 */
export async function queueEmails(writer: Writer, emails: readonly OutgoingEmail[]): Promise<boolean[]> {
  const { rows, queued } = await outboxRows(writer, emails);
  if (rows.length > 0) await writer.insert(notifications).values(rows);
  return queued;
}

export type OutboxRow = typeof notifications.$inferInsert;

/**
 * The outbox rows for e-mails, for a caller that inserts them in a statement
 * of its own (lead intake writes a request whole in one): an e-mail of a kind
 * its recipient turned off has no row (queued false). The choices are read in
 * one query for all of them.
 */
export async function outboxRows(reader: Pick<Database, "select">, emails: readonly OutgoingEmail[]): Promise<{ rows: OutboxRow[]; queued: boolean[] }> {
  const env = getEnv();
  const addressed: { email: OutgoingEmail; kind: NotificationKind | null; userId: string | null }[] = [];
  for (const email of emails) {
    const info = templateInfo(email.template);
    const kind = info.audience === "account" ? null : (email.kind ?? info.kind);
    let userId = email.userId ?? null;
    // A homeowner is known by address: the verified account with it, if any, holds the choices. A caller that read
    // it already (verifiedAccountOf) passes it, or null for none.
    if (kind && email.userId === undefined && info.audience === "homeowner") userId = await verifiedAccountFor(reader, email.to);
    addressed.push({ email, kind, userId });
  }
  const now = new Date();
  const pushes: AddressedPush[] = addressed.flatMap(({ email, kind, userId }) =>
    email.push && kind && userId ? [{ userId, kind, template: email.template, push: email.push }] : [],
  );
  const { off, devices } = await recipientsOf(
    reader,
    addressed.flatMap(({ kind, userId }) => (kind && userId ? [{ userId, kind }] : [])),
    pushes.map((push) => push.userId),
  );
  const rows = await pushRows(reader, pushes, devices, now);
  const queued: boolean[] = [];
  for (const { email, kind, userId } of addressed) {
    if (kind && userId && off.has(choiceKey(userId, kind))) {
      queued.push(false);
      continue;
    }
    const info = templateInfo(email.template);
    const audience = info.audience === "pro" || info.audience === "homeowner" ? info.audience : null;
    const stopUrl = kind && userId && audience ? stopLinkUrl(env.PUBLIC_URL, env.AUTH_SECRET, { userId, kind, audience }) : null;
    const parts = mailParts({
      subject: email.subject,
      text: email.body,
      html: email.html,
      footer: footerLines({ ...info, kind }, env.PUBLIC_URL, { stopUrl, hasAccount: userId !== null }),
    });
    rows.push({
      template: email.template,
      channel: "email",
      pushSubscriptionId: null,
      openPath: null,
      recipient: email.to,
      subject: email.subject,
      body: parts.text,
      htmlBody: parts.html,
      userId,
      unsubscribeUrl: stopUrl,
      // Due from this process's clock, in whole milliseconds like the workers' own `now`: the database's
      // microseconds would leave a mail queued in the same millisecond "not yet due" for that instant.
      nextAttemptAt: now,
    });
    queued.push(true);
  }
  return { rows, queued };
}

/**
 * What the outbox asks of its recipients before queueing, in one statement (a lead's submit waits for it): which of
 * these e-mails their users turned off, as choiceKeys (only a stored "off" says no, so a new account gets everything
 * until it chooses otherwise), and the devices of the users a push is for.
 */
export async function recipientsOf(
  reader: Pick<Database, "select">,
  emails: readonly { userId: string; kind: NotificationKind }[],
  pushUserIds: readonly string[],
): Promise<{ off: Set<string>; devices: PushDevice[] }> {
  const off = new Set<string>();
  const devices: PushDevice[] = [];
  if (emails.length === 0 && pushUserIds.length === 0) return { off, devices };
  // An empty list matches nothing (`in ()` is not SQL): drizzle's inArray writes false for it.
  const turnedOff = reader
    .select({
      userId: notificationPreferences.userId,
      kind: sql<NotificationKind | null>`${notificationPreferences.kind}`,
      deviceId: sql<string | null>`null::uuid`,
      device: sql<string | null>`null::text`,
    })
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, [...new Set(emails.map((email) => email.userId))]), eq(notificationPreferences.email, false)));
  const rows = await turnedOff.unionAll(
    reader
      .select({
        userId: pushSubscriptions.userId,
        kind: sql<NotificationKind | null>`null::text`,
        deviceId: sql<string | null>`${pushSubscriptions.id}`,
        device: sql<string | null>`${pushSubscriptions.device}`,
      })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...new Set(pushUserIds)])),
  );
  for (const row of rows) {
    if (row.kind !== null) off.add(choiceKey(row.userId, row.kind));
    else devices.push({ id: row.deviceId!, userId: row.userId, device: row.device! });
  }
  return { off, devices };
}

/** After this many tries a message is marked failed and shown to operators (about 8.5 hours of retries). */
export const MAX_ATTEMPTS = 10;

/** How long a worker's claim keeps other workers off a row; a crashed worker's rows come back after it. */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;

/** 1 min, 2 min, 4 min … capped at 6 h between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

export type DeliveryRun = { claimed: number; sent: number; failed: number };

/** How rows leave, per channel; a push row with no push transport fails as a send error would. */
export type Transports = { mail: MailTransport; push?: PushTransport };

/** How many messages of a batch are handed over at once. */
export const SEND_CONCURRENCY = 8;

/**
 * Sends what is due, exactly once however many processes run this: rows are
 * claimed by one statement (FOR UPDATE SKIP LOCKED, and a lease in
 * claimed_until: claimDue below), sent after it, then marked sent, or retried later with a
 * growing delay, or failed after MAX_ATTEMPTS (docs/decisions/021).
 */
export async function deliverDueNotifications(
  db: Database,
  transports: MailTransport | Transports,
  options: { batchSize?: number; now?: Date; /** Milliseconds elapsed, for the lease's guard (tests pass a fake). */ clock?: () => number } = {},
): Promise<DeliveryRun> {
  const now = options.now ?? new Date();
  const clock = options.clock ?? (() => performance.now());
  const { mail, push } = "send" in transports ? { mail: transports, push: undefined } : transports;
  const claimed = await claimDue(db, now, options.batchSize ?? 20);
  const devices = await devicesOf(db, claimed);
  const startedAt = clock();
  let sent = 0;
  let failed = 0;
  const unstarted: string[] = [];
  // In parallel, a few at a time: one slow peer must not hold up the news behind it (docs/decisions/045).
  await eachLimited(claimed, SEND_CONCURRENCY, async (message) => {
    // A slow SMTP server must not outlast the lease, or another worker would send the rest again.
    if (clock() - startedAt > CLAIM_LEASE_MS / 2) {
      unstarted.push(message.id);
      return;
    }
    try {
      // One span per hand-over, a child of the worker's run (worker.server.ts); the recipient stays out of it.
      const handedOver = await inSpan(`notification ${message.channel}`, handOverAttributes(message), async () => {
        if (message.channel === "push") {
          const device = devices.get(message.pushSubscriptionId ?? "");
          // Its device was removed after the claim (its row went with it, by cascade): nothing to send.
          if (!device) return false;
          if (!push) throw new Error("Web push is not set up in this process");
          await push.send({ ...device, payload: pushPayload(message) });
        } else {
          await mail.send({
            to: message.recipient,
            subject: message.subject,
            text: message.body,
            html: message.htmlBody || undefined,
            unsubscribeUrl: message.unsubscribeUrl ?? undefined,
            template: message.template,
          });
        }
        return true;
      });
      if (!handedOver) return;
      await db
        .update(notifications)
        .set({ status: "sent", sentAt: now, attempts: message.attempts + 1, lastError: null, claimedUntil: null })
        .where(and(eq(notifications.id, message.id), eq(notifications.status, "pending")));
      notificationsHandedOver.inc({ channel: message.channel, outcome: "sent" });
      sent += 1;
    } catch (error) {
      if (error instanceof PushSubscriptionGone) {
        // The device is gone for good: forget it, and with it (by cascade) this row and its other pending pushes.
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, message.pushSubscriptionId!));
        notificationsHandedOver.inc({ channel: message.channel, outcome: "failed" });
        failed += 1;
        return;
      }
      const attempts = message.attempts + 1;
      await db
        .update(notifications)
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS || isRecipientRefused(error) ? "failed" : "pending",
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
          claimedUntil: null,
        })
        .where(eq(notifications.id, message.id));
      notificationsHandedOver.inc({ channel: message.channel, outcome: "failed" });
      failed += 1;
    }
  });
  if (unstarted.length > 0) await releaseClaims(db, unstarted);
  return { claimed: claimed.length, sent, failed };
}

function handOverAttributes(message: { id: string; channel: string; template: string; attempts: number }) {
  return {
    "notification.id": message.id,
    "notification.channel": message.channel,
    "notification.template": message.template,
    "notification.attempt": message.attempts + 1,
  };
}

/**
 * What a worker claims, for an update that leases it (here and in app/modules/texting/text-outbox.server.ts): up to
 * `batchSize` rows due at `now` and not leased, oldest due first, that no other worker holds (SKIP LOCKED). So a
 * claim is one statement, with no transaction held across round trips. `= any(array(...))` makes the subquery an
 * InitPlan, run once before the update whatever plan PostgreSQL picks, so the rows it locked are the rows leased.
 */
export function claimableRows(db: Database, table: ClaimableTable, now: Date, batchSize: number): SQL {
  const due = db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.status, "pending"), lte(table.nextAttemptAt, now), or(isNull(table.claimedUntil), lte(table.claimedUntil, now))))
    .orderBy(asc(table.nextAttemptAt), asc(table.createdAt))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  return sql`${table.id} = any(array(${due}))`;
}

/** An outbox table: its rows wait in `status` "pending" until `next_attempt_at`, and a claim leases them. */
type ClaimableTable = PgTable & { id: PgColumn; status: PgColumn; nextAttemptAt: PgColumn; claimedUntil: PgColumn; createdAt: PgColumn };

async function claimDue(db: Database, now: Date, batchSize: number) {
  const rows = await db
    .update(notifications)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(claimableRows(db, notifications, now, batchSize))
    .returning({
      id: notifications.id,
      recipient: notifications.recipient,
      subject: notifications.subject,
      body: notifications.body,
      htmlBody: notifications.htmlBody,
      unsubscribeUrl: notifications.unsubscribeUrl,
      attempts: notifications.attempts,
      template: notifications.template,
      channel: notifications.channel,
      pushSubscriptionId: notifications.pushSubscriptionId,
      openPath: notifications.openPath,
      nextAttemptAt: notifications.nextAttemptAt,
    });
  // An update answers its rows in no set order: the oldest due go first.
  return rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
}

/** The devices of the claimed pushes, by subscription id, in one query. */
async function devicesOf(db: Database, claimed: { channel: string; pushSubscriptionId: string | null }[]) {
  const ids = claimed.flatMap((row) => (row.channel === "push" && row.pushSubscriptionId ? [row.pushSubscriptionId] : []));
  if (ids.length === 0) return new Map<string, { endpoint: string; p256dh: string; auth: string }>();
  const rows = await db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.id, ids));
  return new Map(rows.map(({ id, ...device }) => [id, device]));
}

async function releaseClaims(db: Database, ids: string[]) {
  if (ids.length > 0) await db.update(notifications).set({ claimedUntil: null }).where(inArray(notifications.id, ids));
}

/** The SMTP server refused the address itself (a 5xx to RCPT TO): trying again cannot help. */
function isRecipientRefused(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return code === "EENVELOPE" && typeof responseCode === "number" && responseCode >= 500;
}
