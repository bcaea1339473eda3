import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { notificationPreferences, notifications, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { listFailedNotifications, retryAllFailed, retryNotification } from "./outbox-admin.server";
import { CLAIM_LEASE_MS, deliverDueNotifications, MAX_ATTEMPTS, queueEmail, retryDelayMs, SEND_CONCURRENCY } from "./outbox.server";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/test-smtp-server";
import { smtpTransport, type MailTransport } from "./transports.server";
import { startNotificationWorker } from "./worker.server";

const FROM = "Buckeye Pros <hello@buckeyepros.test>";
const MINUTE = 60_000;

const leadOffer = (to: string, subject = "New HVAC request near Columbus, OH 43215") => ({
  template: "lead-offered",
  to,
  subject,
  body: "Hello Acme Heating,\n\nA homeowner near Columbus asked for HVAC help.\nAccept it in your portal.",
});

describe(`the outbox on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let transport: MailTransport;

  beforeAll(async () => {
    handle = await createTestDatabase();
    smtp = await startTestSmtpServer();
    transport = smtpTransport(smtp.url, FROM);
    await handle.db.insert(users).values([
      { id: "user-quiet", name: "Quiet Pro", email: "quiet@example.com" },
      { id: "user-keen", name: "Keen Pro", email: "keen@example.com" },
    ]);
    await handle.db.insert(notificationPreferences).values({ userId: "user-quiet", kind: "new-lead", email: false });
  });
  afterAll(async () => {
    await smtp?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.delete(notifications);
    smtp.received.length = 0;
    await smtp.start(); // again, after a test that stopped it
  });

  const rows = () => handle.db.select().from(notifications);

  it("delivers the plain-text and HTML parts with the footer through a real SMTP server, once", async () => {
    await queueEmail(handle.db, { ...leadOffer("keen@example.com"), userId: "user-keen" });
    expect(await deliverDueNotifications(handle.db, transport)).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(await deliverDueNotifications(handle.db, transport)).toEqual({ claimed: 0, sent: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["keen@example.com"]);
    expect(mail.subject).toBe("New HVAC request near Columbus, OH 43215");
    expect(mail.text).toContain("A homeowner near Columbus asked for HVAC help.");
    expect(mail.text).toMatch(/-- \nYou got this e-mail because you are a pro on Buckeye Pros/);
    expect(mail.text).toContain("/provider/settings");
    expect(mail.html).toContain("<p style=\"margin:0 0 16px\">Hello Acme Heating,</p>");
    expect(mail.html).toContain("You got this e-mail because you are a pro on Buckeye Pros");
    expect(mail.html).toMatch(/<a href="http[^"]+\/provider\/settings"/);

    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, claimedUntil: null, userId: "user-keen" });
  });

  it("sends mail its recipient may turn off with their stop link as a one-click List-Unsubscribe, and other mail without", async () => {
    await queueEmail(handle.db, { ...leadOffer("keen@example.com"), userId: "user-keen" });
    // No account: nothing to turn off, so no stop link in the footer and no header.
    await queueEmail(handle.db, leadOffer("no-account@example.com"));
    await deliverDueNotifications(handle.db, transport);
    const byRecipient = new Map(smtp.received.map((mail) => [mail.to[0], mail]));
    const offered = byRecipient.get("keen@example.com")!;
    const stopLink = /Stop these e-mails: (\S+)/.exec(offered.text)?.[1];
    expect(stopLink).toMatch(/\/unsubscribe\?token=/);
    expect(offered.headers["list-unsubscribe"]).toBe(`<${stopLink}>`);
    expect(offered.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const plain = byRecipient.get("no-account@example.com")!;
    expect(plain.text).not.toContain("Stop these e-mails");
    expect(plain.headers["list-unsubscribe"]).toBeUndefined();
    expect(plain.headers["list-unsubscribe-post"]).toBeUndefined();
  });

  it("keeps mail through an SMTP outage, retrying with a growing delay, and sends it once when the server is back", async () => {
    await queueEmail(handle.db, leadOffer("keen@example.com"));
    const start = new Date();
    await smtp.stop();

    const first = await deliverDueNotifications(handle.db, transport, { now: start });
    expect(first).toEqual({ claimed: 1, sent: 0, failed: 1 });
    let [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1, claimedUntil: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row!.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelayMs(1));

    // Not due yet: nothing is tried.
    expect(await deliverDueNotifications(handle.db, transport, { now: new Date(start.getTime() + retryDelayMs(1) - 1) })).toMatchObject({ claimed: 0 });
    const second = new Date(start.getTime() + retryDelayMs(1));
    expect(await deliverDueNotifications(handle.db, transport, { now: second })).toMatchObject({ failed: 1 });
    [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row!.nextAttemptAt.getTime()).toBe(second.getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));

    await smtp.start();
    const later = new Date(row!.nextAttemptAt.getTime());
    expect(await deliverDueNotifications(handle.db, transport, { now: later })).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(await deliverDueNotifications(handle.db, transport, { now: new Date(later.getTime() + 60 * MINUTE) })).toMatchObject({ claimed: 0 });
    expect(smtp.received).toHaveLength(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
  });

  it("marks mail failed after the last try with its error, lists it for operators, and sends it again on retry", async () => {
    await queueEmail(handle.db, leadOffer("keen@example.com", "Gives up"));
    await smtp.stop();
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await deliverDueNotifications(handle.db, transport, { now })).toMatchObject({ claimed: 1, failed: 1 });
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    expect(await deliverDueNotifications(handle.db, transport, { now: new Date(now.getTime() + 24 * 60 * MINUTE) })).toMatchObject({ claimed: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });

    const failed = await listFailedNotifications(handle.db, { limit: 10 });
    expect(failed).toEqual([
      {
        id: row!.id,
        template: "lead-offered",
        recipient: "keen@example.com",
        subject: "Gives up",
        attempts: MAX_ATTEMPTS,
        lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
        createdAt: row!.createdAt,
      },
    ]);

    await smtp.start();
    expect(await retryNotification(handle.db, row!.id)).toBe(true);
    expect(await retryNotification(handle.db, row!.id)).toBe(false); // already back in the queue
    expect(await listFailedNotifications(handle.db, { limit: 10 })).toEqual([]);
    expect(await deliverDueNotifications(handle.db, transport)).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["Gives up"]);
    expect(await retryNotification(handle.db, row!.id)).toBe(false); // sent: nothing to retry
    expect(await retryNotification(handle.db, "00000000-0000-4000-8000-000000000000")).toBe(false);
    expect(await retryNotification(handle.db, "not-an-id")).toBe(false);
  });

  it("fails at once when the server refuses the recipient, and retryAllFailed requeues every failed mail", async () => {
    await queueEmail(handle.db, leadOffer("refused-1@example.com", "One"));
    await queueEmail(handle.db, leadOffer("refused-2@example.com", "Two"));
    expect(await deliverDueNotifications(handle.db, transport)).toMatchObject({ claimed: 2, failed: 2 });
    const failed = await listFailedNotifications(handle.db, { limit: 1 });
    expect(failed).toHaveLength(1);
    expect(failed[0]!.attempts).toBe(1);
    expect(failed[0]!.lastError).toMatch(/550|No such mailbox/);

    expect(await retryAllFailed(handle.db)).toBe(2);
    expect((await rows()).map((row) => row.status)).toEqual(["pending", "pending"]);
    expect(await retryAllFailed(handle.db)).toBe(0);
  });

  it("leaves a row another worker claimed alone until its lease runs out, then sends it (a crashed worker)", async () => {
    await queueEmail(handle.db, leadOffer("keen@example.com"));
    const now = new Date();
    await handle.db.update(notifications).set({ claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS) });
    expect(await deliverDueNotifications(handle.db, transport, { now })).toMatchObject({ claimed: 0 });
    expect(await deliverDueNotifications(handle.db, transport, { now: new Date(now.getTime() + CLAIM_LEASE_MS) })).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it("claims its batch in one statement, holding no transaction across round trips while other workers wait", async () => {
    await queueEmail(handle.db, leadOffer("keen@example.com"));
    await queueEmail(handle.db, leadOffer("quiet-two@example.com", "Second offer"));
    const transaction = vi.spyOn(handle.db, "transaction");
    try {
      expect(await deliverDueNotifications(handle.db, transport)).toEqual({ claimed: 2, sent: 2, failed: 0 });
      expect(transaction).not.toHaveBeenCalled();
    } finally {
      transaction.mockRestore();
    }
    expect(smtp.received).toHaveLength(2);
  });

  it("hands back the rest of a batch when sending took half the lease, so no other worker sends them twice", async () => {
    // A batch goes out SEND_CONCURRENCY at a time: those start at once; the one after them finds half the lease gone.
    const subjects = Array.from({ length: SEND_CONCURRENCY + 1 }, (_unused, i) => `Mail ${String(i).padStart(2, "0")}`);
    for (const subject of subjects) await queueEmail(handle.db, leadOffer("keen@example.com", subject));
    let elapsed = 0;
    const slow: MailTransport = {
      async send(message) {
        await transport.send(message);
        elapsed += CLAIM_LEASE_MS / 2 + 1; // a server that took a minute to answer
      },
    };
    expect(await deliverDueNotifications(handle.db, slow, { clock: () => elapsed })).toEqual({ claimed: subjects.length, sent: SEND_CONCURRENCY, failed: 0 });
    const byStatus = (await rows()).map((row) => [row.status, row.attempts, row.claimedUntil]);
    expect(byStatus.filter(([status]) => status === "sent")).toHaveLength(SEND_CONCURRENCY);
    expect(byStatus.filter(([status]) => status === "pending")).toEqual([["pending", 0, null]]);
    expect(await deliverDueNotifications(handle.db, transport)).toMatchObject({ claimed: 1, sent: 1 });
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(subjects);
  });

  it("skips an optional kind the user turned off, but never an account e-mail", async () => {
    expect(await queueEmail(handle.db, { ...leadOffer("quiet@example.com"), userId: "user-quiet" })).toBe(false);
    expect(await queueEmail(handle.db, { ...leadOffer("keen@example.com"), userId: "user-keen" })).toBe(true);
    // The same kind, chosen by the caller for a template that has none of its own.
    expect(await queueEmail(handle.db, { template: "custom", to: "quiet@example.com", subject: "S", body: "B", userId: "user-quiet", kind: "new-lead" })).toBe(false);
    // Account e-mails go whatever the preferences or the caller say.
    const reset = { template: "account-reset", to: "quiet@example.com", subject: "Reset", body: "Reset it", userId: "user-quiet" };
    expect(await queueEmail(handle.db, { ...reset, kind: "new-lead" })).toBe(true);
    // Without an account there are no preferences: the e-mail goes.
    expect(await queueEmail(handle.db, leadOffer("quiet@example.com"))).toBe(true);

    const queued = await rows();
    expect(queued.map((row) => [row.template, row.recipient]).sort()).toEqual([
      ["account-reset", "quiet@example.com"],
      ["lead-offered", "keen@example.com"],
      ["lead-offered", "quiet@example.com"],
    ]);
    const resetRow = queued.find((row) => row.template === "account-reset")!;
    expect(resetRow.body).toContain("because someone used this address for an account");
    expect(resetRow.body).not.toContain("/provider/settings");
    expect(resetRow.htmlBody).toContain("Reset it");
  });

  it("is sent by the background worker, which stops cleanly", async () => {
    await queueEmail(handle.db, leadOffer("keen@example.com", "From the worker"));
    const stop = await startNotificationWorker(handle.db, transport, 50);
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
    await stop();
    expect((await rows())[0]).toMatchObject({ status: "sent" });
  });

  describe("woken when a transaction queueing mail commits, with a poll far too slow to matter", () => {
    const HOUR = 60 * MINUTE;

    /** On PostgreSQL another pool, as another app process would have; PGlite has one process only. */
    async function otherProcess(): Promise<DatabaseHandle | null> {
      if (handle.kind !== "postgres") return null;
      const result = (await handle.db.execute(sql`select current_database() as name`)) as unknown as { rows: [{ name: string }] };
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${result.rows[0].name}`;
      return openDatabase({ databaseUrl: url.toString() });
    }

    it("sends a mail queued after the worker started without waiting for the poll (queued through another process on PostgreSQL)", async () => {
      const stop = await startNotificationWorker(handle.db, transport, HOUR, { listen: handle.listen });
      const other = await otherProcess();
      try {
        // The worker's first run found nothing; the next poll is an hour away.
        expect(smtp.received).toHaveLength(0);
        await (other ?? handle).db.transaction(async (tx) => {
          await queueEmail(tx, leadOffer("keen@example.com", "Woken by the commit"));
        });
        await expect.poll(() => smtp.received.map((mail) => mail.subject), { timeout: 20_000 }).toEqual(["Woken by the commit"]);
        expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 1 });
      } finally {
        await stop();
        await other?.close();
      }
    });

    it("never sends what a rolled-back transaction queued, and sends what commits after it", async () => {
      const stop = await startNotificationWorker(handle.db, transport, HOUR, { listen: handle.listen });
      try {
        await expect(
          handle.db.transaction(async (tx) => {
            await queueEmail(tx, leadOffer("keen@example.com", "Rolled back"));
            throw new Error("the event failed");
          }),
        ).rejects.toThrow("the event failed");
        await queueEmail(handle.db, leadOffer("keen@example.com", "Committed"));
        await expect.poll(() => smtp.received.map((mail) => mail.subject), { timeout: 20_000 }).toEqual(["Committed"]);
        expect(await rows()).toHaveLength(1);
      } finally {
        await stop();
      }
    });

    it("sends each mail once when two workers are woken by the same commits", async () => {
      const other = await otherProcess();
      const stops = await Promise.all([
        startNotificationWorker(handle.db, transport, HOUR, { listen: handle.listen }),
        startNotificationWorker((other ?? handle).db, transport, HOUR, { listen: (other ?? handle).listen }),
      ]);
      try {
        for (let index = 0; index < 30; index += 1) await queueEmail(handle.db, leadOffer(`pro${index}@example.com`, `Woken ${index}`));
        await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(30);
        expect(new Set(smtp.received.map((mail) => mail.subject)).size).toBe(30);
        // The SMTP server has the last mail a moment before its worker writes the row as sent.
        await expect.poll(async () => (await rows()).every((row) => row.status === "sent" && row.attempts === 1), { timeout: 10_000 }).toBe(true);
      } finally {
        await Promise.all(stops.map((stop) => stop()));
        await other?.close();
      }
    });
  });

  it("delivers each of 200 mails exactly once with two workers racing on separate connections", async () => {
    for (let index = 0; index < 200; index += 1) await queueEmail(handle.db, leadOffer(`pro${index}@example.com`, `Lead ${index}`));
    // On PostgreSQL the second worker has a pool of its own, as another process would.
    let second: DatabaseHandle | null = null;
    if (handle.kind === "postgres") {
      const result = (await handle.db.execute(sql`select current_database() as name`)) as unknown as { rows: [{ name: string }] };
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${result.rows[0].name}`;
      second = await openDatabase({ databaseUrl: url.toString() });
    }
    const drain = async (db: DatabaseHandle["db"]) => {
      let sent = 0;
      for (;;) {
        const run = await deliverDueNotifications(db, transport, { batchSize: 7 });
        sent += run.sent;
        if (run.claimed === 0) return sent;
      }
    };
    try {
      const counts = await Promise.all([drain(handle.db), drain((second ?? handle).db), drain(handle.db)]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(200);
    } finally {
      await second?.close();
    }
    const subjects = smtp.received.map((mail) => mail.subject);
    expect(subjects).toHaveLength(200);
    expect(new Set(subjects).size).toBe(200);
    const statuses = await handle.db.select({ status: notifications.status, attempts: notifications.attempts }).from(notifications).where(eq(notifications.status, "sent"));
    expect(statuses).toHaveLength(200);
    expect(statuses.every((row) => row.attempts === 1)).toBe(true);
  }, 120_000);
});
