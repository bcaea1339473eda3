import { mkdtempSync, rmSync } from "node:fs";
import { Agent } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications, pushSubscriptions, users, webPushKeys } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { deliverDueNotifications, outboxRows, queueEmail, type Transports } from "./outbox.server";
import { pushDevices, removePushSubscription, savePushSubscription } from "./push-subscriptions.server";
import { webPushTransport } from "./push-transport.server";
import { startTestPushService, type TestPushService } from "../../../tests/support/test-push-service";
import { fileOutboxTransport } from "./transports.server";
import { vapidDetails } from "./vapid-keys.server";
import { ohioMinuteOfDay } from "~/lib/ohio-time";
import { saveChannelChoices } from "./channel-choices.server";
import { startNotificationWorker } from "./worker.server";

const ENV = { OPERATOR_EMAIL: "support@buckeyepros.test", VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, VAPID_SUBJECT: undefined };

const newLead = (openPath = "/provider/leads/lead-1") => ({
  template: "lead-offered",
  to: "keen@example.com",
  userId: "user-keen",
  subject: "New HVAC request near Columbus, OH 43215",
  body: "A homeowner near Columbus asked for HVAC help.",
  push: { title: "New HVAC request near Columbus, OH 43215", body: "Accept it for 25 credits to see the contact details.", openPath },
});

describe(`web push through the outbox on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let service: TestPushService;
  let transports: Transports;
  let publicKey: string;
  // The push service's certificate (valid two days: a folder kept between runs would outlive it) and the mail
  // the outbox writes, in a folder of this file's own, removed after it.
  const scratch = mkdtempSync(path.join(tmpdir(), "buckeye-web-push-test-"));

  beforeAll(async () => {
    handle = await createTestDatabase();
    service = await startTestPushService({ certificateDir: path.join(scratch, "push-service") });
    const vapid = await vapidDetails(handle.db, ENV);
    publicKey = vapid.publicKey;
    transports = {
      mail: fileOutboxTransport(path.join(scratch, "mail"), "Buckeye Pros <hello@buckeyepros.test>"),
      push: webPushTransport(vapid, { agent: new Agent({ ca: service.cert }) }),
    };
    await handle.db.insert(users).values([
      { id: "user-keen", name: "Keen Pro", email: "keen@example.com" },
      { id: "user-other", name: "Other Pro", email: "other@example.com" },
    ]);
  });
  afterAll(async () => {
    await service?.close();
    await handle?.close();
    rmSync(scratch, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await handle.db.delete(notifications);
    await handle.db.delete(pushSubscriptions);
    service.received.length = 0;
  });

  const addDevice = async (userId = "user-keen", device = "Chrome on Android") => {
    const subscription = service.device();
    await savePushSubscription(handle.db, { userId, subscription, device });
    return subscription;
  };

  it("makes the VAPID key pair once and keeps it in the database; the environment's pair wins", async () => {
    const again = await vapidDetails(handle.db, ENV);
    expect(again.publicKey).toBe(publicKey);
    expect(await handle.db.select().from(webPushKeys)).toHaveLength(1);
    expect(again.subject).toBe("mailto:support@buckeyepros.test");
    const fromEnv = await vapidDetails(handle.db, { ...ENV, VAPID_PUBLIC_KEY: "public", VAPID_PRIVATE_KEY: "private", VAPID_SUBJECT: "https://buckeyepros.test" });
    expect(fromEnv).toEqual({ subject: "https://buckeyepros.test", publicKey: "public", privateKey: "private" });
  });

  it("reads the stored pair once per database handle, as the row never changes once made", async () => {
    const [stored] = await handle.db.select().from(webPushKeys);
    await handle.db.delete(webPushKeys);
    try {
      // Read again from the database, the pair would be a new one made now.
      expect((await vapidDetails(handle.db, ENV)).publicKey).toBe(publicKey);
      expect(await handle.db.select().from(webPushKeys)).toHaveLength(0);
    } finally {
      await handle.db.insert(webPushKeys).values(stored!);
    }
  });

  it("queues one push per device with the e-mail, and the push service receives each once, encrypted to the device and signed", async () => {
    const phone = await addDevice("user-keen", "Chrome on Android");
    const laptop = await addDevice("user-keen", "Firefox on Linux");
    await addDevice("user-other", "Chrome on Windows");
    await queueEmail(handle.db, newLead());

    const rows = await handle.db.select().from(notifications);
    expect(rows.map((row) => row.channel).sort()).toEqual(["email", "push", "push"]);

    expect(await deliverDueNotifications(handle.db, transports)).toEqual({ claimed: 3, sent: 3, failed: 0 });
    expect(await deliverDueNotifications(handle.db, transports)).toEqual({ claimed: 0, sent: 0, failed: 0 });

    expect(service.received.map((push) => push.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    for (const push of service.received) {
      expect(push.payload).toEqual({
        title: "New HVAC request near Columbus, OH 43215",
        body: "Accept it for 25 credits to see the contact details.",
        url: "/provider/leads/lead-1",
        tag: "/provider/leads/lead-1",
      });
      expect(push.vapidValid).toBe(true);
      expect(push.vapidKey).toBe(publicKey);
      expect(push.ttl).toBe(String(24 * 60 * 60));
    }
    const pushRows = (await handle.db.select().from(notifications)).filter((row) => row.channel === "push");
    expect(pushRows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    expect(pushRows.map((row) => row.recipient).sort()).toEqual(["Chrome on Android", "Firefox on Linux"]);
  });

  it("queues no push for a user with no device, nor for an e-mail without one", async () => {
    await queueEmail(handle.db, { ...newLead(), userId: "user-other" });
    await addDevice("user-keen");
    const { push: _push, ...withoutPush } = newLead();
    await queueEmail(handle.db, withoutPush);
    expect((await handle.db.select().from(notifications)).map((row) => row.channel)).toEqual(["email", "email"]);
  });

  it("queues no push when the pro turned pushes of that kind off, or during its quiet hours, and the e-mail still", async () => {
    await addDevice("user-keen");
    const all = { "new-lead": true, "new-message": true, "refund-decided": true };
    const pushes = async () => (await handle.db.select().from(notifications)).filter((row) => row.channel === "push").length;
    try {
      await saveChannelChoices(handle.db, "user-keen", { push: { ...all, "new-lead": false }, text: all, quietHours: null });
      await queueEmail(handle.db, newLead());
      expect(await pushes()).toBe(0);

      const minute = ohioMinuteOfDay(new Date());
      await saveChannelChoices(handle.db, "user-keen", { push: all, text: all, quietHours: { startMinute: minute, endMinute: (minute + 120) % 1440 } });
      await queueEmail(handle.db, newLead());
      expect(await pushes()).toBe(0);

      await saveChannelChoices(handle.db, "user-keen", { push: all, text: all, quietHours: null });
      await queueEmail(handle.db, newLead());
      expect(await pushes()).toBe(1);
      expect((await handle.db.select().from(notifications)).filter((row) => row.channel === "email")).toHaveLength(3);
    } finally {
      await saveChannelChoices(handle.db, "user-keen", { push: all, text: all, quietHours: null });
    }
  });

  it("decides each pro's pushes by that pro's own choices when one lead reaches several pros at once", async () => {
    await addDevice("user-keen");
    await addDevice("user-other", "Safari on iPhone");
    await addDevice("user-other", "Firefox on a laptop");
    const all = { "new-lead": true, "new-message": true, "refund-decided": true };
    try {
      await saveChannelChoices(handle.db, "user-keen", { push: { ...all, "new-lead": false }, text: all, quietHours: null });
      const { rows } = await outboxRows(handle.db, [newLead(), { ...newLead(), to: "other@example.com", userId: "user-other" }]);
      const pushes = rows.filter((row) => row.channel === "push");
      expect(pushes.map((row) => [row.userId, row.recipient]).sort()).toEqual([
        ["user-other", "Firefox on a laptop"],
        ["user-other", "Safari on iPhone"],
      ]);
      expect(rows.filter((row) => row.channel === "email").map((row) => row.recipient).sort()).toEqual(["keen@example.com", "other@example.com"]);
    } finally {
      await saveChannelChoices(handle.db, "user-keen", { push: all, text: all, quietHours: null });
    }
  });

  it("forgets a device the push service says is gone (410), with its pending pushes, and still sends to the others", async () => {
    const gone = await addDevice("user-keen", "Chrome on Android");
    const kept = await addDevice("user-keen", "Firefox on Linux");
    service.markGone(gone.endpoint);
    await queueEmail(handle.db, newLead("/provider/leads/lead-1"));
    await queueEmail(handle.db, newLead("/provider/leads/lead-2"));

    const run = await deliverDueNotifications(handle.db, transports, { batchSize: 3 });
    expect(run.claimed).toBe(3);
    expect(service.received.every((push) => push.endpoint === kept.endpoint)).toBe(true);
    expect((await pushDevices(handle.db, "user-keen")).map((device) => device.endpoint)).toEqual([kept.endpoint]);
    await deliverDueNotifications(handle.db, transports);
    // Nothing is left for the gone device, and each push reached the other once.
    const left = await handle.db.select().from(notifications).where(eq(notifications.channel, "push"));
    expect(left.every((row) => row.pushSubscriptionId !== null && row.status === "sent")).toBe(true);
    expect(service.received.map((push) => push.payload.url).sort()).toEqual(["/provider/leads/lead-1", "/provider/leads/lead-2"]);
  });

  it("retries a push when the push service cannot be reached, like an e-mail", async () => {
    const device = await addDevice();
    await queueEmail(handle.db, newLead());
    const broken = { ...transports, push: webPushTransport({ ...(await vapidDetails(handle.db, ENV)) }, { agent: new Agent({ ca: "not the certificate" }) }) };
    const first = await deliverDueNotifications(handle.db, broken);
    expect(first).toMatchObject({ sent: 1, failed: 1 });
    const [pending] = await handle.db.select().from(notifications).where(eq(notifications.channel, "push"));
    expect(pending).toMatchObject({ status: "pending", attempts: 1 });
    expect(pending!.lastError).not.toBeNull();
    await deliverDueNotifications(handle.db, transports, { now: new Date(Date.now() + 2 * 60_000) });
    expect(service.received.map((push) => push.endpoint)).toEqual([device.endpoint]);
  });

  it("subscribing a device again replaces its row, and only its owner can turn it off", async () => {
    const device = service.device();
    await savePushSubscription(handle.db, { userId: "user-keen", subscription: device, device: "Chrome on Android" });
    await savePushSubscription(handle.db, { userId: "user-other", subscription: device, device: "Chrome on Android" });
    expect(await pushDevices(handle.db, "user-keen")).toEqual([]);
    expect(await removePushSubscription(handle.db, { userId: "user-keen", endpoint: device.endpoint })).toBe(false);
    expect(await pushDevices(handle.db, "user-other")).toHaveLength(1);
    expect(await removePushSubscription(handle.db, { userId: "user-other", endpoint: device.endpoint })).toBe(true);
    expect(await pushDevices(handle.db, "user-other")).toEqual([]);
  });

  it("hands a push to the push service as soon as it commits, with a poll far too slow to matter", async () => {
    const device = await addDevice();
    const stop = await startNotificationWorker(handle.db, transports, 60 * 60_000, { listen: handle.listen });
    try {
      await handle.db.transaction(async (tx) => {
        await queueEmail(tx, newLead());
      });
      await expect.poll(() => service.received.map((push) => push.endpoint), { timeout: 20_000 }).toEqual([device.endpoint]);
    } finally {
      await stop();
    }
  });
});
