import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import { expect, test } from "./fixtures";
import { E2E_OPERATOR, queuedProId } from "./operator";
import { addressSource } from "./security-fixtures";

/**
 * Fuzzing: random bodies, encodings and field sizes posted to the
 * lead, contact, registration, login and portal endpoints never get a 5xx.
 * Bounded runs, so the file stays quick; fast-check prints the seed and the
 * smallest failing body when one does fail.
 */
test.describe.configure({ mode: "serial" });

const RUNS = 25;
const stamp = Date.now().toString(36);
const freshAddress = addressSource(99);

/** Field names the forms know, and some they do not. */
const FIELD_NAMES = [
  "firstName", "lastName", "name", "email", "phone", "password", "confirmPassword", "currentPassword", "zipCode", "zip",
  "businessName", "website", "topic", "message", "details", "intent", "categories", "weeklyLeadCap", "maxCreditsPerLead",
  "paused", "kinds", "service", "budget", "timing", "idempotencyKey", "smsConsent", "token", "redirectTo", "__proto__", "constructor",
  "leadId", "providerId", "confirmed", "rating", "body", "direction", "credits", "reason", "formKey", "userId",
];

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "0", "-1", "1e309", "NaN", "null", "[]", "{}", "%00", "\u0000", "<script>", "' OR 1=1--", "a@b", "43215", "on",
    // The portal forms' intents, so random bodies reach each branch of their actions.
    "notifications", "name", "email", "preferences", "password", "accept", "move", "note", "refund", "buy", "hvac", "new-lead",
    // Previous on a step, My requests' and the console's intents and their fields' words.
    "previous", "withdraw", "hired", "resend", "yes", "credits", "remove", "add", "take-back", "00000000-0000-4000-8000-000000000000"),
  fc.integer({ min: 1_000, max: 200_000 }).map((size) => "x".repeat(size)),
);

const fields = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 })), text, { maxKeys: 12 });

type Body = { headers: Record<string, string>; data: string | Buffer };

/** One set of fields in one of the encodings a client could send, right or wrong. */
const body: fc.Arbitrary<Body> = fc.tuple(fields, fc.integer({ min: 0, max: 5 }), fc.uint8Array({ maxLength: 2000 })).map(([values, encoding, bytes]) => {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  switch (encoding) {
    case 0:
      return { headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: form.toString() };
    case 1: {
      const boundary = "fuzzboundary";
      const parts = Object.entries(values).map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`);
      return { headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` }, data: `${parts.join("")}--${boundary}--\r\n` };
    }
    case 2:
      return { headers: { "Content-Type": "application/json" }, data: JSON.stringify(values) };
    case 3:
      return { headers: { "Content-Type": "application/x-www-form-urlencoded; charset=utf-16" }, data: Buffer.from(form.toString(), "utf16le") };
    case 4:
      return { headers: { "Content-Type": "multipart/form-data; boundary=missing" }, data: Buffer.from(bytes) };
    default:
      return { headers: { "Content-Type": "text/plain" }, data: Buffer.from(bytes) };
  }
});

async function fuzz(context: APIRequestContext, url: string, baseURL: string) {
  await fc.assert(
    fc.asyncProperty(body, async ({ headers, data }) => {
      const answer = await context.post(url, { headers: { ...headers, Origin: baseURL, "X-Forwarded-For": freshAddress() }, data, maxRedirects: 0 });
      expect(answer.status(), `POST ${url}`).toBeLessThan(500);
    }),
    { numRuns: RUNS },
  );
}

const PUBLIC_ENDPOINTS = [
  "/contact",
  "/contact-info?zip=43215&service=hvac",
  "/service-questionnaire/hvac",
  "/search?zip=43215&service=hvac",
  "/register",
  "/register?type=provider",
  "/provider/register",
  "/provider/login",
  "/forgot-password",
  "/reset-password?token=x",
];

for (const url of PUBLIC_ENDPOINTS) {
  test(`random posts to ${url} never get a 5xx`, async ({ baseURL }) => {
    const anonymous = await playwrightRequest.newContext({ baseURL });
    await fuzz(anonymous, url, baseURL!);
    await anonymous.dispose();
  });
}

/** NUL and bytes that are not UTF-8, escaped in a path, a query or a form field: 400 before any route reads them. */
const BAD_ESCAPES = ["%00", "a%00b", "%FF", "%C0%AF", "%E9", "%zz"];

/** Where the probe found a NUL answered with a 500, besides every endpoint above. */
const BAD_PATHS = (bad: string) => [
  `/pros/a${bad}b`,
  `/pros/a${bad}b.data`,
  `/pros/a${bad}b/logo/x.png`,
  `/checkout/test/test_${bad}`,
  `/admin/audit?q=a${bad}b`,
  `/services/hvac/${bad}`,
];

const withQuery = (url: string, name: string, value: string) => `${url}${url.includes("?") ? "&" : "?"}${name}=${value}`;

test("a NUL or invalid UTF-8 in a path, a query or a form field gets 400 at every endpoint", async ({ baseURL }) => {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  for (const bad of BAD_ESCAPES) {
    for (const url of [...BAD_PATHS(bad), ...PUBLIC_ENDPOINTS.map((endpoint) => withQuery(endpoint, "q", bad))]) {
      expect((await anonymous.get(url, { maxRedirects: 0 })).status(), `GET ${url}`).toBe(400);
    }
    for (const url of PUBLIC_ENDPOINTS) {
      const answer = await anonymous.post(url, {
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL!, "X-Forwarded-For": freshAddress() },
        data: `email=dana%40example.com&firstName=Da${bad}na&message=hello`,
        maxRedirects: 0,
      });
      expect(answer.status(), `POST ${url} with ${bad}`).toBe(400);
    }
  }
  // A form body whose raw bytes are not UTF-8.
  const latin1 = await anonymous.post("/contact", {
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL!, "X-Forwarded-For": freshAddress() },
    data: Buffer.from("name=Jos\xe9&email=a%40b.co", "latin1"),
    maxRedirects: 0,
  });
  expect(latin1.status()).toBe(400);
  await anonymous.dispose();
});

test("random posts to the portal's forms never get a 5xx", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const pro = await playwrightRequest.newContext({ baseURL });
  const email = `fuzz-pro-${stamp}@example.com`;
  const password = "quiet-harbor-72";
  const headers = () => ({ Origin: baseURL!, "X-Forwarded-For": freshAddress() });
  const form = { firstName: "Fuzz", lastName: "Pro", businessName: "Fuzz Pro Services", email, password, zipCode: "43215", phone: "614-555-0188" };
  expect((await pro.post("/register?type=provider", { form, headers: headers(), maxRedirects: 0 })).status()).toBe(302);
  expect((await pro.post("/provider/login", { form: { email, password }, headers: headers(), maxRedirects: 0 })).status()).toBe(302);
  const portalForms = ["/provider/settings", "/provider/credits", "/provider/dashboard", "/provider/leads/00000000-0000-4000-8000-000000000000", "/provider/leads/not-a-uuid"];
  for (const url of portalForms) {
    await fuzz(pro, url, baseURL!);
  }
  // Signed in, a NUL or invalid UTF-8 is refused the same way, before the portal reads it.
  for (const bad of BAD_ESCAPES) {
    for (const url of [...portalForms, `/checkout/test/test_${bad}`]) {
      expect((await pro.get(withQuery(url, "q", bad), { maxRedirects: 0 })).status(), `GET ${url}`).toBe(400);
      const answer = await pro.post(url, { headers: { ...headers(), "Content-Type": "application/x-www-form-urlencoded" }, data: `intent=name&name=a${bad}`, maxRedirects: 0 });
      expect(answer.status(), `POST ${url} with ${bad}`).toBe(400);
    }
  }
  await pro.dispose();
});

test("random posts to My requests and the console's forms never get a 5xx", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const headers = () => ({ Origin: baseURL!, "X-Forwarded-For": freshAddress() });
  const homeowner = await playwrightRequest.newContext({ baseURL });
  const email = `fuzz-home-${stamp}@example.com`;
  const password = "quiet-harbor-72";
  expect((await homeowner.post("/register", { form: { firstName: "Fuzz", lastName: "Home", email, password, zipCode: "43215" }, headers: headers(), maxRedirects: 0 })).status()).toBe(302);
  expect((await homeowner.post("/provider/login", { form: { email, password }, headers: headers(), maxRedirects: 0 })).status()).toBe(302);
  await fuzz(homeowner, "/account/requests", baseURL!);
  await homeowner.dispose();

  const operator = await playwrightRequest.newContext({ baseURL });
  expect((await operator.post("/provider/login", { form: E2E_OPERATOR, headers: headers(), maxRedirects: 0 })).status()).toBe(302);
  // The pro the portal's test signed up (its credits panel and vetting forms), and an id that is no pro's.
  const proId = await queuedProId(operator, `fuzz-pro-${stamp}@example.com`);
  for (const url of [`/admin/pros/${proId}`, "/admin/pros/00000000-0000-4000-8000-000000000000", "/admin/operators"]) {
    await fuzz(operator, url, baseURL!);
  }
  await operator.dispose();
});
