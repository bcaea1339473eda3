// The portal's money path over HTTP, for the SIGKILL scenario: pros signed up
// and approved through the app (E2E_TEST_HOOKS's /dev/approve-provider stands
// in for vetting), logged in, accepting their offered leads and buying credits
// through the test checkout. The processor's side (signing the callback) is
// done here with the same secret, as the real processor would.
import { findPackage } from "~/modules/credits/packages";
import { signTestCheckoutResult } from "~/modules/credits/test-checkout.server";
import { AUTH_SECRET } from "./app-process";
import type { PostgresInstance } from "./postgres-instance";

export type Pro = { email: string; cookie: string; providerId: string };

const FORM = { "content-type": "application/x-www-form-urlencoded" };

export async function signUpPro(base: string, postgres: PostgresInstance, database: string, n: number): Promise<Pro> {
  const email = `kill-pro-${n}@example.com`;
  const password = "correct horse battery staple";
  const ip = { "x-forwarded-for": `10.201.0.${n + 1}` };
  const form = { firstName: "Kill", lastName: `Pro${n}`, businessName: `Fault Test Pros ${n}`, email, password, zipCode: "43215", phone: "6145550142" };
  const created = await fetch(`${base}/register?type=provider`, { method: "POST", body: new URLSearchParams(form), headers: { ...FORM, ...ip }, redirect: "manual" });
  if (created.status !== 302) throw new Error(`pro sign-up answered ${created.status}`);
  // The verification link's work, done directly: this scenario is about money, not e-mail.
  await postgres.query(database, "update users set email_verified = true where email = $1", [email]);
  const approved = await fetch(`${base}/dev/approve-provider`, {
    method: "POST",
    body: new URLSearchParams({ email, categories: "hvac,plumbing,electrical,landscaping,cleaning,renovation", radius: "150" }),
    // This machine itself: a loopback connection with no forwarding header (app/modules/security/loopback.ts).
    headers: FORM,
  });
  if (approved.status !== 200) throw new Error(`approving the pro answered ${approved.status}: ${(await approved.text()).slice(0, 300)}`);
  const { providerId } = (await approved.json()) as { providerId: string };
  return { email, providerId, cookie: await logIn(base, email, password, n) };
}

export async function logIn(base: string, email: string, password: string, n: number): Promise<string> {
  const login = await fetch(`${base}/provider/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    headers: { ...FORM, "x-forwarded-for": `10.201.1.${n + 1}` },
    redirect: "manual",
  });
  if (login.status !== 302) throw new Error(`login answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** Accepts one offered lead (twice, as a double click would); returns the first answer's status. */
export async function acceptLead(base: string, pro: Pro, leadId: string): Promise<number> {
  const post = () =>
    fetch(`${base}/provider/leads/${leadId}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "accept" }),
      headers: { ...FORM, cookie: pro.cookie },
      redirect: "manual",
    });
  const [first] = await Promise.all([post(), post()]);
  return first.status;
}

/** Buys a package (the starter one unless named): checkout, then the processor's signed callback (sent twice, as a retried webhook would). */
export async function buyCredits(base: string, pro: Pro, packageKey = "starter"): Promise<{ reference: string; fields: Record<string, string> } | null> {
  const bought = findPackage(packageKey);
  if (!bought) throw new Error(`no credit package ${packageKey}`);
  const checkout = await fetch(`${base}/provider/credits`, {
    method: "POST",
    body: new URLSearchParams({ package: bought.key }),
    headers: { ...FORM, cookie: pro.cookie },
    redirect: "manual",
  });
  const reference = /\/checkout\/test\/([^/?#]+)/.exec(checkout.headers.get("location") ?? "")?.[1];
  if (!reference) return null;
  const fields = signTestCheckoutResult(AUTH_SECRET, { reference, outcome: "paid", amountCents: bought.priceCents });
  await Promise.all([postCallback(base, fields), postCallback(base, fields)]);
  return { reference, fields };
}

export function postCallback(base: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${base}/payments/callback`, { method: "POST", body: new URLSearchParams(fields), headers: FORM, redirect: "manual" });
}
