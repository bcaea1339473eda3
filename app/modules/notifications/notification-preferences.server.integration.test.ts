import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { NOTIFICATION_KINDS, type NotificationKind } from "~/db/enums";
import { notificationPreferences, pushSubscriptions, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { allNotificationsOn } from "./notification-kinds";
import { choiceKey, getNotificationPreferences, setNotificationPreferences } from "./notification-preferences.server";
import { recipientsOf } from "./outbox.server";
import { userNotificationChoices } from "./channel-choices.server";

/** What the outbox asks before queueing one e-mail. */
async function wantsEmail(db: Parameters<typeof recipientsOf>[0], userId: string, kind: NotificationKind): Promise<boolean> {
  return !(await recipientsOf(db, [{ userId, kind }], [])).off.has(choiceKey(userId, kind));
}

describe(`notification preferences on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.insert(users).values([
      { id: "user-a", name: "Ann", email: "ann@example.com" },
      { id: "user-b", name: "Ben", email: "ben@example.com" },
    ]);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("turns every kind on for a user who never chose", async () => {
    expect(await getNotificationPreferences(handle.db, "user-a")).toEqual(allNotificationsOn());
    for (const kind of NOTIFICATION_KINDS) expect(await wantsEmail(handle.db, "user-a", kind)).toBe(true);
  });

  it("keeps one user's choices apart from another's, and changes them again", async () => {
    const choice = { ...allNotificationsOn(), "new-lead": false, "payment-receipt": false };
    await setNotificationPreferences(handle.db, "user-a", choice);
    expect(await getNotificationPreferences(handle.db, "user-a")).toEqual(choice);
    // The settings page reads them with the alert choices, in one statement: the same answer.
    const together = await userNotificationChoices(handle.db, "user-a");
    expect(together.emails).toEqual(choice);
    expect(together.channels.channels.email).toMatchObject({ "new-lead": false, "new-message": true });
    expect(await wantsEmail(handle.db, "user-a", "new-lead")).toBe(false);
    expect(await wantsEmail(handle.db, "user-a", "new-message")).toBe(true);
    expect(await getNotificationPreferences(handle.db, "user-b")).toEqual(allNotificationsOn());
    expect(await wantsEmail(handle.db, "user-b", "new-lead")).toBe(true);

    const back = { ...allNotificationsOn(), "review-received": false };
    await setNotificationPreferences(handle.db, "user-a", back);
    expect(await getNotificationPreferences(handle.db, "user-a")).toEqual(back);
    // One row per kind, updated in place rather than piling up.
    const rows = await handle.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, "user-a"));
    expect(rows).toHaveLength(NOTIFICATION_KINDS.length);
  });

  it("answers inside a transaction, as the outbox asks while queueing", async () => {
    await setNotificationPreferences(handle.db, "user-b", { ...allNotificationsOn(), "new-message": false });
    const inside = await handle.db.transaction((tx) => wantsEmail(tx, "user-b", "new-message"));
    expect(inside).toBe(false);
  });
  it("reads the e-mails turned off and the devices of the users a push is for in one answer", async () => {
    await setNotificationPreferences(handle.db, "user-a", { ...allNotificationsOn(), "new-lead": false });
    await setNotificationPreferences(handle.db, "user-b", allNotificationsOn());
    const device = (userId: string, name: string) => ({ userId, device: name, endpoint: `https://push.example/${name}`, p256dh: "key", auth: "auth" });
    await handle.db.insert(pushSubscriptions).values([device("user-a", "Phone A"), device("user-b", "Phone B"), device("user-b", "Laptop B")]);

    const both = await recipientsOf(handle.db, [{ userId: "user-a", kind: "new-lead" }, { userId: "user-b", kind: "new-lead" }], ["user-b"]);
    expect([...both.off]).toEqual([choiceKey("user-a", "new-lead")]);
    expect(both.devices.map((d) => `${d.userId} ${d.device}`).sort()).toEqual(["user-b Laptop B", "user-b Phone B"]);
    expect(both.devices.every((d) => /^[0-9a-f-]{36}$/.test(d.id))).toBe(true);

    // Only devices asked for, or only e-mails: the other half is empty.
    const devicesOnly = await recipientsOf(handle.db, [], ["user-a"]);
    expect(devicesOnly.off.size).toBe(0);
    expect(devicesOnly.devices.map((d) => d.device)).toEqual(["Phone A"]);
    const emailsOnly = await recipientsOf(handle.db, [{ userId: "user-a", kind: "new-lead" }], []);
    expect(emailsOnly.devices).toEqual([]);
    expect(emailsOnly.off.has(choiceKey("user-a", "new-lead"))).toBe(true);
  });
});
