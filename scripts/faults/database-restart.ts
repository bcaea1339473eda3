// Scenario: PostgreSQL stops and starts again in the middle of a lead load.
import { postLead, clientIp, sleep, startApp } from "./app-process";
import { check, type Check, isLeadSuccess, leadIdFrom } from "./checks";
import { clickLeads, openPortal, type PortalBrowser, tryAgain } from "./portal-browser";
import { enterDemo } from "./portal-load";
import type { PostgresInstance } from "./postgres-instance";

const CLIENTS = 20;
/** The load runs at least this long; the database is down from 1.5 s for at least 2 s. */
const LOAD_MS = 7_000;
const DOWN_MS = 2_000;

type Answer = { status: number; location: string | null; retryAfter: string | null; friendly: boolean };

export async function databaseRestart(postgres: PostgresInstance, port: number): Promise<Check[]> {
  const url = await postgres.createDatabase("fault_restart");
  const app = await startApp(port, { DATABASE_URL: url });
  const answers: Answer[] = [];
  const readiness: number[] = [];
  let stop = false;
  let sent = 0;
  // The seed's demo leads came without a form (no consent record): only leads from this load count.
  const loadStarted = new Date();
  let browser: PortalBrowser | null = null;
  try {
    // A pro's session in the portal (the read-only demo: no sign-up needed), and its data request answered before the outage.
    const portal = await enterDemo(app.base);
    const portalBefore = await portalData(app.base, portal);
    // The same session in a browser, on the hydrated dashboard, before the load starts.
    browser = await openPortal(app.base, portal);
    const load = Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (!stop) {
          const i = sent++;
          try {
            const answer = await postLead(app.base, i, clientIp(i), "restart");
            const friendly = answer.body.includes("right back") || answer.body.includes("briefly unavailable");
            answers.push({ status: answer.status, location: answer.location, retryAfter: answer.retryAfter, friendly });
          } catch {
            answers.push({ status: 0, location: null, retryAfter: null, friendly: false });
            await sleep(50);
          }
        }
      }),
    );
    const probe = (async () => {
      while (!stop) {
        try {
          readiness.push((await fetch(`${app.base}/readyz`, { signal: AbortSignal.timeout(10_000) })).status);
        } catch {
          readiness.push(0);
        }
        await sleep(100);
      }
    })();
    await sleep(1_500);
    await postgres.stop();
    // Down for DOWN_MS, and (on a busy machine, where requests crawl) until some requests met the outage.
    const stoppedAt = Date.now();
    await until(() => Date.now() - stoppedAt >= DOWN_MS && answers.filter((answer) => answer.status === 503).length >= 3, 20_000);
    // The portal's client navigation (a single-fetch `.data` request) and its document, during the outage.
    const portalDuring = await portalData(app.base, portal);
    const portalDocumentDuring = await fetch(`${app.base}/provider/leads`, { headers: { cookie: portal }, redirect: "manual" }).then(
      (response) => response.status,
      () => 0,
    );
    const clickDuring = await clickLeads(browser);
    await postgres.start();
    const startedAt = Date.now();
    const before = answers.length;
    await until(
      () => Date.now() - startedAt >= LOAD_MS - 1_500 - DOWN_MS && answers.slice(before).filter((answer) => isLeadSuccess(answer.status, answer.location)).length >= 3,
      20_000,
    );
    stop = true;
    await Promise.all([load, probe]);

    // /readyz is 200 again by itself (the pool reconnects); give it a few seconds.
    let readyAfter = 0;
    for (let attempt = 0; attempt < 50 && readyAfter !== 200; attempt += 1) {
      readyAfter = await fetch(`${app.base}/readyz`).then(
        (response) => response.status,
        () => 0,
      );
      if (readyAfter !== 200) await sleep(200);
    }
    const after = await postLead(app.base, 1_000_000, clientIp(1_000_000), "restart");
    const portalAfter = await portalData(app.base, portal);
    const clickAfter = await tryAgain(browser);

    const successes = answers.filter((answer) => isLeadSuccess(answer.status, answer.location));
    const unavailable = answers.filter((answer) => answer.status === 503);
    const other = answers.filter((answer) => !isLeadSuccess(answer.status, answer.location) && answer.status !== 503);
    const ids = successes.map((answer) => leadIdFrom(answer.location)!);
    const stored = await postgres.query<{ count: string }>("fault_restart", "select count(*) from lead_requests where id = any($1::uuid[])", [ids]);
    const halfWritten = await countHalfWritten(postgres, "fault_restart", loadStarted);
    const firstDown = readiness.indexOf(503);
    return [
      check("the server process stays up", app.alive(), app.alive() ? "" : app.output().slice(-2000)),
      check(
        "requests during the outage get a friendly 503 with Retry-After",
        unavailable.length > 0 && unavailable.every((answer) => answer.retryAfter !== null && answer.friendly),
        `${unavailable.length} answered 503 (${unavailable.filter((answer) => answer.retryAfter === null).length} without Retry-After, ${unavailable.filter((answer) => !answer.friendly).length} without the friendly text)`,
      ),
      check(
        "no other answer than a success or a 503",
        other.length === 0,
        other.length ? `${other.length}: ${[...new Set(other.map((answer) => `${answer.status} ${answer.location ?? ""}`))].slice(0, 3).join("; ")}` : "",
      ),
      check(
        "/readyz answers 503 during the outage and 200 after it by itself",
        firstDown >= 0 && readyAfter === 200,
        `first 503 at probe ${firstDown} of ${readiness.length}; after: ${readyAfter}`,
      ),
      check(
        "every lead answered with success is in the database",
        Number(stored[0]?.count) === ids.length && ids.length > 0,
        `${ids.length} successes, ${stored[0]?.count} of them stored`,
      ),
      check("no lead is half-written (without its contact or consent record)", Number(halfWritten[0]?.count) === 0, `${halfWritten[0]?.count} half-written`),
      check("a lead after the outage succeeds", isLeadSuccess(after.status, after.location), `status ${after.status}`),
      check(
        "the portal's data requests (.data) answer 503 with Retry-After during the outage, 200 before and after",
        portalBefore.status === 200 && portalDuring.status === 503 && portalDuring.retryAfter !== null && portalAfter.status === 200,
        `before ${portalBefore.status}, during ${portalDuring.status} (Retry-After ${portalDuring.retryAfter}), after ${portalAfter.status}`,
      ),
      check("the portal's page itself answers 503 during the outage", portalDocumentDuring === 503, `status ${portalDocumentDuring}`),
      check(
        "in the browser, a click inside the portal during the outage shows \"we can't reach our database\", and Try again after it opens the page",
        clickDuring.outage && !clickAfter.outage && clickAfter.heading === "Leads",
        `during: ${clickDuring.outage ? "the outage state" : `"${clickDuring.heading}"`}; after Try again: ${clickAfter.outage ? "the outage state" : `"${clickAfter.heading}"`}`,
      ),
    ];
  } finally {
    stop = true;
    await browser?.close();
    await app.kill("SIGTERM");
  }
}

/** The request React Router's client makes when a pro opens the lead inbox from inside the portal. */
async function portalData(base: string, cookie: string): Promise<{ status: number; retryAfter: string | null }> {
  try {
    const response = await fetch(`${base}/provider/leads.data`, { headers: { cookie }, redirect: "manual", signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    return { status: response.status, retryAfter: response.headers.get("retry-after") };
  } catch {
    return { status: 0, retryAfter: null };
  }
}

/** Leads created since `since` that lack their contact or consent record. */
export async function countHalfWritten(postgres: PostgresInstance, database: string, since: Date): Promise<{ count: string }[]> {
  return postgres.query<{ count: string }>(
    database,
    `select count(*) from lead_requests r
     where r.created_at >= $1
       and (not exists (select 1 from lead_contacts c where c.lead_id = r.id)
            or not exists (select 1 from consent_records c where c.lead_id = r.id))`,
    [since],
  );
}

/** Waits until `condition` holds or `timeoutMs` passed. */
async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(100);
}
