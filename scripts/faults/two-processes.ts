// Two app processes on one PostgreSQL database, as behind a load balancer
// (docs/deploy.md): a session made on one works on the other, a rate limit
// counts across both, a change to what public pages show drops the other's
// cached pages. (Each notification going out once across processes is the
// outbox's own test.)
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { bumpContentVersion } from "~/modules/content/content-versions.server";
import { type AppProcess, postLead, sleep, startApp } from "./app-process";
import { check, type Check, isLeadSuccess } from "./checks";
import type { PostgresInstance } from "./postgres-instance";

/** The lead form's limit per client address and hour (lead-intake.server.ts). */
const LEAD_LIMIT = 8;

export async function twoProcesses(postgres: PostgresInstance, port: number): Promise<Check[]> {
  const url = await postgres.createDatabase("fault_processes");
  const apps: AppProcess[] = [];
  try {
    apps.push(await startApp(port, { DATABASE_URL: url }), await startApp(port + 1, { DATABASE_URL: url }));
    const [a, b] = apps as [AppProcess, AppProcess];
    return [await sessionAcross(postgres, a, b), await rateLimitAcross(postgres, a, b), await cacheAcross(url, a, b)];
  } finally {
    await Promise.all(apps.map((app) => app.kill("SIGTERM")));
  }
}

async function sessionAcross(postgres: PostgresInstance, a: AppProcess, b: AppProcess): Promise<Check> {
  const email = "two-processes@example.com";
  const password = "correct horse battery staple";
  const form = { firstName: "Two", lastName: "Processes", email, password, zipCode: "43215" };
  const headers = { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "10.200.0.1" };
  const created = await fetch(`${a.base}/register`, { method: "POST", body: new URLSearchParams(form), headers, redirect: "manual" });
  // The verification link's work, done directly: this check is about sessions, not e-mail.
  await postgres.query("fault_processes", "update users set email_verified = true where email = $1", [email]);
  const login = await fetch(`${a.base}/provider/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    headers,
    redirect: "manual",
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const onB = await fetch(`${b.base}/account/requests`, { headers: { cookie }, redirect: "manual" });
  const anonymousOnB = await fetch(`${b.base}/account/requests`, { redirect: "manual" });
  return check(
    "a session made on one process works on the other",
    created.status === 302 && login.status === 302 && cookie !== "" && onB.status === 200 && anonymousOnB.status !== 200,
    `sign-up ${created.status}, login ${login.status}, the page on the other process ${onB.status} (anonymous ${anonymousOnB.status})`,
  );
}

async function rateLimitAcross(postgres: PostgresInstance, a: AppProcess, b: AppProcess): Promise<Check> {
  const ip = "10.200.0.2";
  const statuses: number[] = [];
  for (let i = 0; i < LEAD_LIMIT + 2; i += 1) {
    // Alternately through each process, from one client address.
    const answer = await postLead((i % 2 === 0 ? a : b).base, 900_000 + i, ip, "limit");
    statuses.push(isLeadSuccess(answer.status, answer.location) ? 200 : answer.status);
  }
  const rows = await postgres.query<{ hits: number }>("fault_processes", "select hits from rate_limits where key = $1", [`lead:${ip}`]);
  const allowed = statuses.filter((status) => status === 200).length;
  return check(
    "a rate limit counts across both processes",
    allowed === LEAD_LIMIT && statuses.slice(LEAD_LIMIT).every((status) => status === 429) && rows[0]?.hits === LEAD_LIMIT + 2,
    `answers ${statuses.join(" ")}; shared count ${rows[0]?.hits}`,
  );
}

async function cacheAcross(url: string, a: AppProcess, b: AppProcess): Promise<Check> {
  const handle = await openDatabase({ databaseUrl: url });
  try {
    // Twice, so B's second answer comes from its page cache.
    await (await fetch(`${b.base}/`)).text();
    const cached = await fetch(`${b.base}/`);
    const cachedHtml = await cached.text();
    const deals = await handle.db.execute(sql`select id, title from partner_deals`);
    const deal = (deals as unknown as { rows: { id: string; title: string }[] }).rows.find((row) => cachedHtml.includes(escapeHtml(row.title)));
    if (!deal) return check("a change through one process drops the other's cached pages", false, "no deal of the seed on the home page");
    const fromCache = cached.headers.get("x-cache") === "hit";
    // The writer (here this script, standing for process A or an admin's) bumps the version in the change's transaction.
    const title = `${deal.title} (changed elsewhere)`;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`update partner_deals set title = ${title} where id = ${deal.id}`);
      await bumpContentVersion(tx, "deals");
    });
    let seenOnB = false;
    const deadline = Date.now() + 10_000;
    while (!seenOnB && Date.now() < deadline) {
      seenOnB = (await (await fetch(`${b.base}/`)).text()).includes(escapeHtml(title));
      if (!seenOnB) await sleep(200);
    }
    const seenOnA = (await (await fetch(`${a.base}/`)).text()).includes(escapeHtml(title));
    return check(
      "a change to what public pages show drops the other process's cached pages",
      fromCache && seenOnB && seenOnA,
      `served from B's cache before the change: ${fromCache}; the new title on B: ${seenOnB}, on A: ${seenOnA}`,
    );
  } finally {
    await handle.close();
  }
}

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
}
