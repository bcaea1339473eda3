import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client.server";
import { notificationPreferences, notifications, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { allNotificationsOn } from "./notification-kinds";
import { getNotificationPreferences, setNotificationChoices } from "./notification-preferences.server";
import { queueEmail } from "./outbox.server";
import { openStopLink, readStopLink, stopEmails } from "./stop-link.server";
import { DAY_MS } from "~/lib/ohio-time";

const messageToHomeowner = (to: string) => ({
  template: "message-to-homeowner",
  to,
  subject: "Acme Heating sent you a message (Furnace repair)",
  body: "Hello Dana,\n\nAcme Heating wrote to you.",
});

/** The stop link's token from a queued mail's plain-text footer. */
function stopToken(body: string): string {
  const match = /Stop these e-mails: \S+\/unsubscribe\?token=(\S+)/.exec(body);
  if (!match) throw new Error(`no stop link in:\n${body}`);
  return decodeURIComponent(match[1]!);
}

describe(`homeowners' e-mail choices and stop links on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  const secret = () => getEnv().AUTH_SECRET;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.insert(users).values([
      { id: "home-verified", name: "Dana", email: "dana@example.com", emailVerified: true },
      { id: "home-unverified", name: "Squatter", email: "someone.else@example.com", emailVerified: false },
      { id: "pro-user", name: "Pro", email: "pro@example.com", emailVerified: true },
    ]);
  });
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(notifications);
    await handle.db.delete(notificationPreferences);
  });

  const rows = () => handle.db.select().from(notifications);

  it("gives a homeowner with a verified account a stop link and the settings page, and honours their choice", async () => {
    expect(await queueEmail(handle.db, messageToHomeowner("DANA@example.com"))).toBe(true);
    const [row] = await rows();
    expect(row!.userId).toBe("home-verified");
    expect(row!.body).toContain("/account/settings");
    expect(row!.body).not.toContain("/provider/settings");
    expect(row!.htmlBody).toMatch(/<a href="http[^"]+\/unsubscribe\?token=/);
    const link = readStopLink(secret(), stopToken(row!.body));
    expect(link).toMatchObject({ ok: true, target: { userId: "home-verified", kind: "new-message", audience: "homeowner" }, label: "Messages from pros" });

    await setNotificationChoices(handle.db, "home-verified", { "new-message": false });
    expect(await queueEmail(handle.db, messageToHomeowner("dana@example.com"))).toBe(false);
    // Account e-mails and e-mails of other kinds still go.
    expect(await queueEmail(handle.db, { template: "review-request", to: "dana@example.com", subject: "How did it go?", body: "Review" })).toBe(true);
    expect(await queueEmail(handle.db, { template: "lead-confirmation", to: "dana@example.com", subject: "We got it", body: "Thanks" })).toBe(true);
  });

  it("invites a homeowner without a verified account to make one, and an unverified account's choice does not count", async () => {
    await queueEmail(handle.db, messageToHomeowner("nobody@example.com"));
    await setNotificationChoices(handle.db, "home-unverified", { "new-message": false });
    expect(await queueEmail(handle.db, messageToHomeowner("someone.else@example.com"))).toBe(true);
    for (const row of await rows()) {
      expect(row.userId).toBeNull();
      expect(row.body).not.toContain("Stop these e-mails");
      expect(row.body).toContain("create an account with this address");
    }
  });

  it("turns off only the link's kind, only on the POST, and only for the link's account", async () => {
    await queueEmail(handle.db, messageToHomeowner("dana@example.com"));
    const token = stopToken((await rows())[0]!.body);
    // Reading the link (the GET page) changes nothing.
    readStopLink(secret(), token);
    expect(await getNotificationPreferences(handle.db, "home-verified")).toEqual(allNotificationsOn());

    expect(await stopEmails(handle.db, secret(), token)).toMatchObject({ ok: true, settingsPath: "/account/settings" });
    expect(await getNotificationPreferences(handle.db, "home-verified")).toEqual({ ...allNotificationsOn(), "new-message": false });
    expect(await getNotificationPreferences(handle.db, "pro-user")).toEqual(allNotificationsOn());
    // Twice is fine: the choice stays off.
    expect(await stopEmails(handle.db, secret(), token)).toMatchObject({ ok: true });
  });

  it("says a link's kind is already off when its page is opened again, and asks while it is on", async () => {
    await queueEmail(handle.db, messageToHomeowner("dana@example.com"));
    const token = stopToken((await rows())[0]!.body);
    expect(await openStopLink(handle.db, secret(), token)).toMatchObject({ ok: true, alreadyStopped: false, settingsPath: "/account/settings" });
    await stopEmails(handle.db, secret(), token);
    expect(await openStopLink(handle.db, secret(), token)).toMatchObject({ ok: true, alreadyStopped: true });
    expect(await openStopLink(handle.db, secret(), `${token.slice(0, -2)}xx`)).toEqual({ ok: false, message: expect.stringMatching(/not valid/) });
  });

  it("refuses an altered, foreign, expired or orphaned link with a message and changes nothing", async () => {
    await queueEmail(handle.db, { template: "lead-offered", to: "pro@example.com", userId: "pro-user", subject: "New lead", body: "A lead" });
    const token = stopToken((await rows())[0]!.body);
    expect(readStopLink(secret(), token)).toMatchObject({ ok: true, target: { kind: "new-lead", audience: "pro" }, settingsPath: "/provider/settings" });

    const altered = `${token.slice(0, -2)}xx`;
    expect(await stopEmails(handle.db, secret(), altered)).toEqual({ ok: false, message: expect.stringMatching(/not valid/) });
    expect(await stopEmails(handle.db, "another-secret-of-at-least-32-characters", token)).toMatchObject({ ok: false });
    expect(await stopEmails(handle.db, secret(), "")).toMatchObject({ ok: false });
    const inTwoYears = new Date(Date.now() + 2 * 365 * DAY_MS);
    expect(await stopEmails(handle.db, secret(), token, inTwoYears)).toEqual({ ok: false, message: expect.stringMatching(/expired/) });
    expect(await getNotificationPreferences(handle.db, "pro-user")).toEqual(allNotificationsOn());

    await handle.db.delete(users).where(eq(users.id, "pro-user"));
    expect(await stopEmails(handle.db, secret(), token)).toMatchObject({ ok: false });
    await handle.db.insert(users).values({ id: "pro-user", name: "Pro", email: "pro@example.com", emailVerified: true });
  });
});
