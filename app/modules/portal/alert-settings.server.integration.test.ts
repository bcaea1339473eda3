import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { providers, textMessages, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { QUIET_HOURS_MESSAGE } from "~/modules/notifications/channel-choices";
import { RateLimiter } from "~/modules/security/rate-limit";
import { alertSettingsAction, alertSettingsView } from "./alert-settings.server";
import { PHONE_MESSAGES } from "~/lib/phone";
import { EXAMPLE_NUMBER_MESSAGE, textConsentOf } from "~/modules/texting/text-consent.server";
import { userNotificationChoices } from "~/modules/notifications/channel-choices.server";

let handle: DatabaseHandle;
let serial = 0;

async function pro(): Promise<{ providerId: string; userId: string }> {
  serial += 1;
  const userId = `alert-user-${serial}`;
  await handle.db.insert(users).values({ id: userId, name: "Pro", email: `alert-pro-${serial}@example.com` });
  const [row] = await handle.db
    .insert(providers)
    .values({ slug: `alert-pro-${serial}`, businessName: `Alert Pro ${serial}`, phone: "6145550100", email: `alert-pro-${serial}@example.com`, baseZip: "43215", city: "Columbus", userId })
    .returning({ id: providers.id });
  return { providerId: row!.id, userId };
}

/** What the settings page shows of the alerts, read as the page reads them (settings-page.server.ts). */
async function shown(me: { providerId: string; userId: string }) {
  const [{ channels }, consent] = await Promise.all([userNotificationChoices(handle.db, me.userId), textConsentOf(handle.db, me.providerId)]);
  return alertSettingsView({ choices: channels, consent, textsAvailable: true });
}

const roomy = () => new RateLimiter({ name: `alerts-${serial}`, limit: 100, windowMs: 60_000 });

/** The code in the newest text to the pro (what the pro reads on its phone). */
async function textedCode(providerId: string): Promise<string> {
  const [text] = await handle.db
    .select({ body: textMessages.body })
    .from(textMessages)
    .where(and(eq(textMessages.providerId, providerId), eq(textMessages.purpose, "code")))
    .orderBy(desc(textMessages.createdAt))
    .limit(1);
  return /code is (\d{6})/.exec(text?.body ?? "")?.[1] ?? "";
}

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe(`the settings page's phone alerts on ${testDatabaseKind()}`, () => {
  it("saves push and text choices and quiet hours, and shows what was saved", async () => {
    const me = await pro();
    const before = await shown(me);
    expect(before).toMatchObject({ push: { "new-lead": true }, quietHours: null, texts: { available: true, number: null } });
    const values = { "push:new-lead": "on", "text:new-lead": "on", "text:new-message": "on", quiet: "on", quietStart: "21:30", quietEnd: "06:45" };
    const saved = await alertSettingsAction(handle.db, { ...me, intent: "channels", values, textsAvailable: true });
    expect(saved).toMatchObject({ form: "channels", status: 200, ok: true, message: "Your alert choices were saved." });
    expect(await shown(me)).toMatchObject({
      push: { "new-lead": true, "new-message": false, "refund-decided": false },
      text: { "new-lead": true, "new-message": true, "refund-decided": false },
      quietHours: { start: "21:30", end: "06:45" },
    });
  });

  it("refuses quiet hours without two times, keeping what was typed and changing nothing", async () => {
    const me = await pro();
    const posted = { "push:new-lead": "on", "text:refund-decided": "on", quiet: "on", quietStart: "22:00", quietEnd: "" };
    const refused = await alertSettingsAction(handle.db, { ...me, intent: "channels", values: posted, textsAvailable: true });
    expect(refused).toMatchObject({ status: 400, ok: false, errors: { quietHours: QUIET_HOURS_MESSAGE } });
    // What was ticked and typed comes back, for a page without JavaScript to show it again.
    expect(refused.values).toEqual({ quietStart: "22:00", quietEnd: "", checked: ["push:new-lead", "text:refund-decided"] });
    expect((await shown(me)).push["new-message"]).toBe(true);
  });

  it("confirms a number with the texted code, then turns texts off", async () => {
    const me = await pro();
    const limiter = roomy();
    const bad = await alertSettingsAction(handle.db, { ...me, intent: "text-start", values: { phone: "614-555" }, textsAvailable: true, limiter });
    // The reason is said once, under the number; the form's top says only that nothing was sent (docs/decisions/077).
    expect(bad).toMatchObject({ status: 400, message: "No code was sent. Check the number below.", errors: { phone: PHONE_MESSAGES.short }, values: { phone: "614-555" } });
    const example = await alertSettingsAction(handle.db, { ...me, intent: "text-start", values: { phone: "614-555-0123" }, textsAvailable: true, limiter });
    expect(example).toMatchObject({ status: 400, message: "No code was sent. Check the number below.", errors: { phone: EXAMPLE_NUMBER_MESSAGE } });

    const started = await alertSettingsAction(handle.db, { ...me, intent: "text-start", values: { phone: "(614) 273-4410" }, textsAvailable: true, limiter });
    expect(started).toMatchObject({ status: 200, ok: true, message: "We texted a code to (614) 273-4410. Enter it below within 10 minutes." });
    expect((await shown(me)).texts.number).toMatchObject({ display: "(614) 273-4410", status: "pending" });

    const code = await textedCode(me.providerId);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect(await alertSettingsAction(handle.db, { ...me, intent: "text-confirm", values: { code: wrong }, textsAvailable: true })).toMatchObject({
      status: 400,
      message: "Your number was not confirmed. Check the code below.",
      errors: { code: "That code is not right. Check the text and try again." },
    });
    expect(await alertSettingsAction(handle.db, { ...me, intent: "text-confirm", values: { code: ` ${code} ` }, textsAvailable: true })).toMatchObject({
      status: 200,
      message: "Texts are on: we will text (614) 273-4410.",
    });
    expect((await shown(me)).texts.number).toMatchObject({ status: "active", since: expect.any(Date) });

    expect(await alertSettingsAction(handle.db, { ...me, intent: "text-stop", values: {}, textsAvailable: true })).toMatchObject({ status: 200, ok: true });
    expect((await shown(me)).texts.number).toMatchObject({ status: "stopped" });
  });

  it("sends at most five codes an hour, and none where the site cannot text", async () => {
    const me = await pro();
    const limiter = new RateLimiter({ name: `alerts-limit-${serial}`, limit: 5, windowMs: 60 * 60_000 });
    for (let sent = 0; sent < 5; sent++) {
      expect(await alertSettingsAction(handle.db, { ...me, intent: "text-start", values: { phone: "6142734410" }, textsAvailable: true, limiter })).toMatchObject({ status: 200 });
    }
    const sixth = await alertSettingsAction(handle.db, { ...me, intent: "text-start", values: { phone: "6142734410" }, textsAvailable: true, limiter });
    expect(sixth).toMatchObject({ status: 429, ok: false, retryAfterSeconds: expect.any(Number), values: { phone: "6142734410" } });
    // Said once, at the form's top: the number itself is not what was wrong.
    expect(sixth.errors).toEqual({});
    const codes = await handle.db.select().from(textMessages).where(eq(textMessages.providerId, me.providerId));
    expect(codes).toHaveLength(5);

    const other = await pro();
    expect(await alertSettingsAction(handle.db, { ...other, intent: "text-start", values: { phone: "6142734410" }, textsAvailable: false, limiter: roomy() })).toMatchObject({
      status: 404,
    });
    expect(await handle.db.select().from(textMessages).where(eq(textMessages.providerId, other.providerId))).toHaveLength(0);
  });
});
