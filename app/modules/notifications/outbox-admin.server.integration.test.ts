import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { deliverDueNotifications, MAX_ATTEMPTS, queueEmail } from "./outbox.server";
import { listFailedNotifications, retryAllFailed, retryNotification } from "./outbox-admin.server";
import type { MailTransport } from "./transports.server";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle?.close());

const refusing: MailTransport = {
  async send() {
    throw new Error("550 mailbox unavailable");
  },
};

/** Queues a message and lets the worker fail it until it gives up. */
async function failedMessage(to: string): Promise<string> {
  await queueEmail(handle.db, { template: "lead-offered", to, subject: "A new lead", body: "Hello" });
  const [row] = await handle.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.recipient, to));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    await handle.db.update(notifications).set({ nextAttemptAt: new Date(0) }).where(eq(notifications.id, row!.id));
    await deliverDueNotifications(handle.db, refusing, { now: new Date() });
  }
  return row!.id;
}

describe(`the outbox for operators on ${testDatabaseKind()}`, () => {
  it("lists failed messages with their error, and retries one: back to pending, no attempts, due now", async () => {
    const id = await failedMessage("fails@example.com");
    const failed = await listFailedNotifications(handle.db, { limit: 10 });
    expect(failed).toEqual([expect.objectContaining({ id, recipient: "fails@example.com", attempts: MAX_ATTEMPTS, lastError: "550 mailbox unavailable" })]);

    expect(await retryNotification(handle.db, id)).toBe(true);
    const [row] = await handle.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await listFailedNotifications(handle.db, { limit: 10 })).toEqual([]);

    // A second retry, an unknown id or garbage: nothing to do.
    expect(await retryNotification(handle.db, id)).toBe(false);
    expect(await retryNotification(handle.db, "00000000-0000-4000-8000-000000000000")).toBe(false);
    expect(await retryNotification(handle.db, "garbage")).toBe(false);

    // The worker then sends it.
    const sent = await deliverDueNotifications(handle.db, { async send() {} } satisfies MailTransport, { now: new Date(Date.now() + 1000) });
    expect(sent.sent).toBe(1);
  });

  it("retries every failed message at once and leaves others alone", async () => {
    await failedMessage("a@example.com");
    await failedMessage("b@example.com");
    await queueEmail(handle.db, { template: "lead-offered", to: "waiting@example.com", subject: "Waiting", body: "Hello" });
    expect(await retryAllFailed(handle.db)).toBe(2);
    expect(await retryAllFailed(handle.db)).toBe(0);
    const statuses = await handle.db.select({ status: notifications.status }).from(notifications);
    expect(statuses.every((row) => row.status !== "failed")).toBe(true);
  });
});
