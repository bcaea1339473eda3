// The portal's money path over HTTP, for the SIGKILL scenario: pros signed up,
// given their trades and area on their Directory page and approved by an
// operator in the console, logged in, accepting their offered leads and buying
// credits through the test checkout. The processor's side (signing the
// callback) is done here with the same secret, as the real processor would.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { cookieHeaderOf } from "~/modules/accounts";
import { findPackage } from "~/modules/credits";
import { signTestCheckoutResult } from "~/modules/credits/index.server";
import { approveInConsole } from "../../tests/e2e/operator";
import { AUTH_SECRET } from "./app-process";
import type { PostgresInstance } from "./postgres-instance";

export type Pro = { email: string; cookie: string; providerId: string };

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const TRADES = ["hvac", "plumbing", "electrical", "landscaping", "cleaning", "renovation"];
const OPERATOR = { email: "fault-operator@example.com", password: "fault-operator-lantern-31" };

const operatorMade = new Set<string>();

/** The operator who approves the pros, made once per database by `npm run admin:create`'s code (it works while servers run). */
function ensureOperator(databaseUrl: string) {
  if (operatorMade.has(databaseUrl)) return;
  const created = spawnSync(
    process.execPath,
    [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/admin-create.ts", "--email", OPERATOR.email, "--password", OPERATOR.password],
    { encoding: "utf8", env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stdout}${created.stderr}`);
  operatorMade.add(databaseUrl);
}

export async function signUpPro(base: string, postgres: PostgresInstance, database: string, n: number): Promise<Pro> {
  const email = `kill-pro-${n}@example.com`;
  const password = "correct horse battery staple";
  const ip = { "x-forwarded-for": `10.201.0.${n + 1}` };
  const form = { firstName: "Kill", lastName: `Pro${n}`, businessName: `Fault Test Pros ${n}`, email, password, zipCode: "43215", phone: "6145550142" };
  const created = await fetch(`${base}/register?type=provider`, { method: "POST", body: new URLSearchParams(form), headers: { ...FORM, ...ip }, redirect: "manual" });
  if (created.status !== 302) throw new Error(`pro sign-up answered ${created.status}`);
  // The verification link's work, done directly: this scenario is about money, not e-mail.
  await postgres.query(database, "update users set email_verified = true where email = $1", [email]);
  const cookie = await logIn(base, email, password, n);
  // Every trade, and the widest area, so every lead of the load reaches the pros.
  const services = new URLSearchParams({ intent: "services" });
  for (const trade of TRADES) services.append("categories", trade);
  await postDirectory(base, cookie, services);
  await postDirectory(base, cookie, new URLSearchParams({ intent: "area", baseZip: "43215", radiusMiles: "150" }));
  ensureOperator(postgres.url(database));
  return { email, cookie, providerId: await approveInConsole(base, email, TRADES, OPERATOR) };
}

/** One of the pro's Directory page forms, posted as the page posts it. */
async function postDirectory(base: string, cookie: string, form: URLSearchParams) {
  const answer = await fetch(`${base}/provider/directory`, { method: "POST", body: form, headers: { ...FORM, cookie, origin: base }, redirect: "manual" });
  if (answer.status !== 200) throw new Error(`the pro's ${form.get("intent")} form answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
}

export async function logIn(base: string, email: string, password: string, n: number): Promise<string> {
  const login = await fetch(`${base}/provider/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    headers: { ...FORM, "x-forwarded-for": `10.201.1.${n + 1}` },
    redirect: "manual",
  });
  if (login.status !== 302) throw new Error(`login answered ${login.status}`);
  return cookieHeaderOf(login.headers.getSetCookie());
}

/** Enters the portal's demo (a signed cookie naming a demo pro) and returns the cookie header. */
export async function enterDemo(base: string): Promise<string> {
  const response = await fetch(`${base}/provider/demo`, {
    method: "POST",
    body: new URLSearchParams({ intent: "enter" }),
    headers: { ...FORM, origin: base },
    redirect: "manual",
  });
  const cookie = cookieHeaderOf(response.headers.getSetCookie());
  if (response.status !== 302 || cookie === "") throw new Error(`the portal's demo did not open: ${response.status}`);
  return cookie;
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
