import { eq } from "drizzle-orm";
import twilio from "twilio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { providers, textConsentEvents, textConsents } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { HELP_REPLY } from "./inbound-texts.server";
import { answerTwilioWebhook, postedFields } from "./twilio-webhook.server";

const AUTH_TOKEN = "a".repeat(32);
const PUBLIC_URL = "https://buckeye.test";
const URL_SIGNED = `${PUBLIC_URL}/webhooks/twilio`;
const PHONE = "+16142734420";

let handle: DatabaseHandle;
let providerId: string;

function signed(params: Record<string, string>, token = AUTH_TOKEN) {
  return { authToken: AUTH_TOKEN, publicUrl: PUBLIC_URL, signature: twilio.getExpectedTwilioSignature(token, URL_SIGNED, params), params };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const [row] = await handle.db
    .insert(providers)
    .values({ slug: "hook-pro", businessName: "Hook Pro", phone: "6145550100", email: "hook@example.com", baseZip: "43215", city: "Columbus" })
    .returning({ id: providers.id });
  providerId = row!.id;
  await handle.db.insert(textConsents).values({ providerId, phone: PHONE, status: "active", wording: "agreed", consentedAt: new Date() });
});
afterAll(async () => {
  await handle?.close();
});

describe(`Twilio's webhook on ${testDatabaseKind()}`, () => {
  it("refuses a forged or altered request and changes nothing", async () => {
    const params = { From: PHONE, To: "+16145550000", Body: "STOP", MessageSid: "SM1" };
    const forged = await answerTwilioWebhook(handle.db, signed(params, "b".repeat(32)));
    expect(forged.status).toBe(403);
    const altered = signed({ ...params, Body: "HELP" });
    const tampered = await answerTwilioWebhook(handle.db, { ...altered, params: { ...altered.params, Body: "STOP" } });
    expect(tampered.status).toBe(403);
    expect((await answerTwilioWebhook(handle.db, { ...signed(params), signature: null })).status).toBe(403);
    const [consent] = await handle.db.select().from(textConsents).where(eq(textConsents.providerId, providerId));
    expect(consent!.status).toBe("active");
    expect(await handle.db.select().from(textConsentEvents)).toEqual([]);
  });

  it("answers HELP with the help text and records STOP for the number's pro", async () => {
    const help = await answerTwilioWebhook(handle.db, signed({ From: PHONE, Body: "help", MessageSid: "SM2" }));
    expect(help.status).toBe(200);
    expect(help.contentType).toBe("text/xml");
    expect(help.body).toBe(`<?xml version="1.0" encoding="UTF-8"?><Response><Message>${HELP_REPLY}</Message></Response>`);

    const stop = await answerTwilioWebhook(handle.db, signed({ From: PHONE, Body: "STOP", MessageSid: "SM3" }));
    expect(stop.status).toBe(200);
    const [consent] = await handle.db.select().from(textConsents).where(eq(textConsents.providerId, providerId));
    expect(consent!.status).toBe("stopped");
    const events = await handle.db.select({ event: textConsentEvents.event, phone: textConsentEvents.phone }).from(textConsentEvents);
    expect(events).toEqual(expect.arrayContaining([{ event: "help", phone: PHONE }, { event: "stopped", phone: PHONE }]));
  });

  it("is not there without Twilio settings, and reads the fields exactly as posted", async () => {
    expect((await answerTwilioWebhook(handle.db, { ...signed({ From: PHONE, Body: "STOP" }), authToken: undefined })).status).toBe(404);
    expect(postedFields("From=%2B16142734420&Body=Hi+there&Body=again")).toEqual({ From: "+16142734420", Body: "Hi there" });
  });
});
