// Writes docs/benchmarks.md from bench-results/results.json: every figure
// comes from a measurement; each target is checked against it here.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import type { IntakeHttpResult } from "./intake-http";
import type { LeadsResult } from "./leads";
import type { LighthouseResult } from "./lighthouse";
import type { MatchingResult } from "./matching";
import type { LoadResult, PagesResult, PagesRun } from "./pages";
import { type AcceptResult, PORTAL_JS_BUDGET_BYTES, type PortalJsResult } from "./portal";
import { machineName, readResults } from "./shared";
import type { Latency, SpeedToLeadResult } from "./speed-to-lead";
import type { SignedInResult } from "./signed-in";
import { WARM_UP as ACTIONS_WARM_UP } from "./signed-in-actions";

const met = (ok: boolean) => (ok ? "met" : "**not met**");
const n = (value: number) => value.toLocaleString("en-US");

export function writeReport(postgresVersion: string | null): string {
  const results = readResults();
  const pages = results.pages as PagesResult | undefined;
  const leads = results.leads as LeadsResult | undefined;
  const matching = results.matching as MatchingResult | undefined;
  const accept = results.accept as AcceptResult | undefined;
  const portalJs = results["portal-js"] as PortalJsResult | undefined;
  const intakeHttp = results["intake-http"] as IntakeHttpResult | undefined;
  const lighthouse = results.lighthouse as LighthouseResult | undefined;
  const speedToLead = results["speed-to-lead"] as SpeedToLeadResult | undefined;
  const signedIn = results["signed-in"] as SignedInResult | undefined;
  const sections = [
    `# Benchmarks

Written by \`npm run bench\` (one benchmark alone: \`npm run bench -- pages\`, \`leads\`, \`matching\`, \`accept\`, \`portal-js\`, \`intake-http\`, \`speed-to-lead\`, \`signed-in\` or \`lighthouse\`) from
its measurements in \`bench-results/results.json\`. Nothing here is typed in; a target a measurement misses says
**not met**. Timings stay out of the test suite.

## Machine
${machine(postgresVersion)}`,
    pages ? pagesSection(pages) : "## Pages\nNot measured yet: `npm run bench -- pages`.",
    leads ? leadsSection(leads) : "## Lead intake\nNot measured yet: `npm run bench -- leads`.",
    intakeHttp ? intakeHttpSection(intakeHttp) : "## Lead intake over HTTP\nNot measured yet: `npm run bench -- intake-http`.",
    speedToLead ? speedToLeadSection(speedToLead) : "## Speed to lead\nNot measured yet: `npm run build && npm run bench -- speed-to-lead`.",
    signedIn ? signedInSection(signedIn) : "## Signed-in pages\nNot measured yet: `npm run build && npm run bench -- signed-in`.",
    matching ? matchingSection(matching) : "## Matching\nNot measured yet: `npm run bench -- matching`.",
    accept ? acceptSection(accept) : "## Accepting a lead\nNot measured yet: `npm run bench -- accept`.",
    portalJs ? portalJsSection(portalJs) : "## Portal JavaScript per page\nNot measured yet: `npm run build && npm run bench -- portal-js`.",
    lighthouse ? lighthouseSection(lighthouse) : "## Lighthouse\nNot measured yet: `npm run bench -- lighthouse`.",
  ];
  const markdown = `${sections.join("\n\n")}\n`;
  writeFileSync("docs/benchmarks.md", markdown);
  return markdown;
}

/** After a section's date: where its figures were measured, when that was not the machine above. */
function elsewhere(result: object): string {
  const measuredOn = "measuredOn" in result ? result.measuredOn : undefined;
  if (measuredOn === machineName()) return "";
  return ` (measured on ${typeof measuredOn === "string" ? `another machine: ${measuredOn}` : "an earlier machine, not recorded"}; the Machine section above is the one that wrote this report)`;
}

function machine(postgresVersion: string | null): string {
  const release = (() => {
    try {
      return /PRETTY_NAME="([^"]+)"/.exec(readFileSync("/etc/os-release", "utf8"))?.[1] ?? os.release();
    } catch {
      return os.release();
    }
  })();
  // nginx prints its version on stderr.
  const nginx = spawnSync("nginx", ["-v"], { encoding: "utf8" }).stderr?.trim() || "nginx not installed";
  return [
    `- CPU: ${machineName()}; memory ${Math.round(os.totalmem() / 2 ** 30)} GB`,
    `- OS: ${release}, kernel ${os.release()}`,
    `- Node ${process.version}; ${postgresVersion ?? "PostgreSQL not reachable"}; ${nginx}`,
    "- Server (and nginx) pinned to core 0 with `taskset`, wrk (1 thread, 20 connections) pinned to core 1, loopback only.",
  ].join("\n");
}

function latency(result: LoadResult): string {
  return `${result.p50Ms} / ${result.p95Ms} / ${result.p99Ms}`;
}

function pagesSection(pages: PagesResult): string {
  const rows = pages.runs.map((run) => pagesTable(run)).join("\n\n");
  return `## Pages over HTTP
${pages.date}${elsewhere(pages)}; ${pages.seconds} s per measure, ${pages.connections} connections; load average on the machine when
the run started: ${pages.loadAverage} (other work on this shared machine lowers the figures, which is why the
nginx comparison is a ratio measured in the same run: the cached page, nginx and bare Node take turns
${pages.rounds ?? 1} times and each shows its median round). ${pages.nginxVersion}, one worker, serves the page the
app served, saved to a file; the cached page and nginx send it uncompressed (no Accept-Encoding), like for like. "Fresh" loads ask for a different page each time (sub-service pages in every place, or
the home page with a query string the cache ignores), so every answer is rendered; 3 s of other fresh pages go first, unmeasured
(after the cached loads, V8 has not yet compiled the rendering code). The cached page is then measured once more in new
server processes, started one after another on the same database and warmed the same way: how fast one process answers
it depends on how V8 happened to lay out that process (docs/decisions/029). The servers log at warn (no line per
request) and their output goes nowhere; /healthz is also measured on one that logs each request, as the default does.

${rows}`;
}

function pagesTable(run: PagesRun): string {
  const nginx = run.nginxSameBytes.requestsPerSecond;
  const ratio = (value: number) => (nginx > 0 ? (value / nginx).toFixed(2) : "n/a");
  const memoryTarget = run.database === "pglite" ? 500 : 300;
  const row = (name: string, result: LoadResult, compare: string, target: string, verdict: string) =>
    `| ${name} | ${n(result.requestsPerSecond)} | ${latency(result)} | ${compare} | ${target} | ${verdict} |`;
  return `### ${run.database === "pglite" ? "Embedded database (PGlite)" : "PostgreSQL"}
| measure | requests/s | p50 / p95 / p99 ms | compared with nginx (same run) | target | |
|---|---|---|---|---|---|
${row(`sub-service page, same URL (cached, ${n(run.pageBytes)} bytes)`, run.subServiceCached, `ratio ${ratio(run.subServiceCached.requestsPerSecond)}`, "≥ 0.5 × nginx", met(run.subServiceCached.requestsPerSecond >= nginx / 2))}
${perProcessRow(run)}
${row("same page, brotli (compressed once)", run.subServiceCachedBrotli, `ratio ${ratio(run.subServiceCachedBrotli.requestsPerSecond)} (nginx sent identity)`, "", "")}
${row("nginx, the same bytes from a file", run.nginxSameBytes, "", "", "")}
${row("bare Node http, the same bytes from memory", run.bareNodeSameBytes, `ratio ${ratio(run.bareNodeSameBytes.requestsPerSecond)}`, "", "")}
${row("sub-service pages, each a different place (fresh render)", run.subServiceFresh, "", "≥ 300/s", met(run.subServiceFresh.requestsPerSecond >= 300))}
${row("home page, fresh render", run.homeFresh, "", "≥ 300/s", met(run.homeFresh.requestsPerSecond >= 300))}
${homeCachedRows(run, row, ratio)}
${healthzRows(run, row, ratio, nginx)}

Server memory: ${n(run.rssAfterLoadMb)} MB RSS after the loads, peak ${n(run.peakRssMb)} MB (target under ${memoryTarget} MB: ${met(run.peakRssMb < memoryTarget)}).${run.database === "pglite" ? " The serving process; creating, migrating and seeding the embedded database runs before it in a child process that exits (docs/decisions/029)." : ""}
Errors: ${[run.subServiceCached, run.subServiceFresh, run.homeFresh, run.homeCached, run.healthz].reduce((sum, r) => sum + r.errors + r.non2xx, 0)} socket errors or non-2xx answers in all loads.`;
}

/**
 * The cached page in each separately started server process (docs/decisions/029):
 * its rate differs between processes of one build, so the target counts as met
 * only when every process met it.
 */
function perProcessRow(run: PagesRun): string {
  const loads = run.subServiceCachedPerProcess;
  if (!loads || loads.length < 2) return "";
  const nginx = run.nginxSameBytes.requestsPerSecond;
  const short = loads.filter((load) => load.requestsPerSecond < nginx / 2).length;
  const rates = loads.map((load) => n(load.requestsPerSecond)).join(" / ");
  // Three places: a rate just under half of nginx must not read as 0.50.
  const ratios = loads.map((load) => (nginx > 0 ? (load.requestsPerSecond / nginx).toFixed(3) : "n/a")).join(" / ");
  const verdict = short === 0 ? "met in every process" : `**not met** in ${short} of ${loads.length}`;
  return `| the same page, cached, in each of ${loads.length} server processes started one after another | ${rates} | | ratios ${ratios} | ≥ 0.5 × nginx | ${verdict} |`;
}

/** The cached home page against nginx serving its own bytes (older results had only the sub-service page's nginx). */
function homeCachedRows(
  run: PagesRun,
  row: (name: string, result: LoadResult, compare: string, target: string, verdict: string) => string,
  subServiceRatio: (value: number) => string,
): string {
  const cached = run.homeCached.requestsPerSecond;
  if (!run.nginxHomeBytes) {
    return row("home page, cached", run.homeCached, `ratio ${subServiceRatio(cached)} (to nginx sending the sub-service page)`, "≥ 0.5 × nginx", met(cached >= run.nginxSameBytes.requestsPerSecond / 2));
  }
  const nginx = run.nginxHomeBytes.requestsPerSecond;
  return [
    row(`home page, cached (${n(run.homeBytes ?? 0)} bytes)`, run.homeCached, `ratio ${nginx > 0 ? (cached / nginx).toFixed(2) : "n/a"}`, "≥ 0.5 × nginx", met(cached >= nginx / 2)),
    row("nginx, the home page's bytes from a file", run.nginxHomeBytes, "", "", ""),
  ].join("\n");
}

/**
 * The path every page that misses the cache takes, measured on /healthz (no page). The other loads' servers log at
 * warn; the target is judged on a server that writes the request log line each request gets by default.
 */
function healthzRows(
  run: PagesRun,
  row: (name: string, result: LoadResult, compare: string, target: string, verdict: string) => string,
  ratio: (value: number) => string,
  nginx: number,
): string {
  const target = (result: LoadResult) => met(result.requestsPerSecond >= 0.3 * nginx);
  if (!run.healthzLogged) {
    return row("/healthz (the path every cache miss takes, no page)", run.healthz, `ratio ${ratio(run.healthz.requestsPerSecond)}`, "≥ 0.3 × nginx", target(run.healthz));
  }
  return [
    row("/healthz, its request logged (LOG_LEVEL=info, the default): the path every cache miss takes", run.healthzLogged, `ratio ${ratio(run.healthzLogged.requestsPerSecond)}`, "≥ 0.3 × nginx", target(run.healthzLogged)),
    row("/healthz, not logged (LOG_LEVEL=warn, as for the loads above)", run.healthz, `ratio ${ratio(run.healthz.requestsPerSecond)}`, "", ""),
  ].join("\n");
}

function leadsSection(leads: LeadsResult): string {
  const warmUp = leads.warmUpLeads
    ? ` ${n(leads.warmUpLeads)} leads went first, unmeasured (a new process's compiling and each connection's first parses and plans).`
    : "";
  const matched = leads.matchedLeads === undefined ? "" : ` ${n(leads.matchedLeads)} of the ${n(leads.leads)} measured leads went to pros: the seeded businesses are made real pros in the run's own database (an account with a confirmed e-mail each, no demo mark, the highest weekly cap; scripts/bench/shared.ts), since demo businesses never receive a request.`;
  return `## Lead intake (PostgreSQL, ${leads.concurrency} concurrent clients)
${leads.date}${elsewhere(leads)}; load average on the machine when the run started: ${leads.loadAverage ?? "not recorded"}. The whole intake (validation, category,
duplicate check, matching, then the lead, contact, consent, deliveries, events and notifications written by one statement;
docs/decisions/029) per lead, called in-process over TCP to 127.0.0.1: the HTTP layer's per-IP rate limit would (rightly)
stop a load test from one address.${warmUp}${matched}

| leads | per second | p50 / p95 / p99 ms | failures | target | |
|---|---|---|---|---|---|
| ${n(leads.leads)} | ${n(leads.perSecond)} | ${leads.p50Ms} / ${leads.p95Ms} / ${leads.p99Ms} | ${leads.failures} | ≥ 300/s, p95 < 50 ms | ${met(leads.perSecond >= 300 && leads.p95Ms < 50)} |`;
}

function matchingSection(matching: MatchingResult): string {
  const { inMemory, query } = matching;
  const atScale = query.providers >= 100_000 && query.pastLeads >= 1_000_000;
  return `## Matching
${matching.date}${elsewhere(matching)}; load average on the machine when the run started: ${matching.loadAverage ?? "not recorded"}.
The generated data is vacuumed, analyzed and checkpointed before the timed queries (what a live database's autovacuum and
checkpoints did long ago); 20 queries go first, unmeasured, then the measured ones take the ZIPs in turn.

| what | runs | median / p95 / p99 ms | target | |
|---|---|---|---|---|
| rules and ranking over ${n(inMemory.providers)} candidates in memory | ${inMemory.runs} | ${inMemory.medianMs} / ${inMemory.p95Ms} / ${inMemory.p99Ms} | | |
| findMatches (eligibility in SQL over a best-first walk of the ZIP, ranked by matching.ts), ${n(query.providers)} pros of every trade and ${n(query.pastLeads)} past leads in PostgreSQL, HVAC requests over ${Object.keys(query.eligibleByZip ?? {}).length || "several"} ZIPs (up to ${n(query.largestCandidateSet)} eligible pros in one) | ${query.runs} | ${query.medianMs} / ${query.p95Ms} / ${query.p99Ms} | p99 < 10 ms at 100,000 pros and 1,000,000 past leads | ${atScale ? met(query.p99Ms < 10) : "**not met** (not yet measured at that scale)"} |
${eligibleTable(query.eligibleByZip)}${query.plan ? `\nThe densest ZIP's plan (EXPLAIN ANALYZE, BUFFERS):\n\n\`\`\`\n${query.plan}\n\`\`\`` : ""}`;
}

function eligibleTable(eligibleByZip: Record<string, number> | undefined): string {
  if (!eligibleByZip) return "";
  const zips = Object.keys(eligibleByZip);
  return `\nEligible HVAC pros per request ZIP (price 28 credits): ${zips.map((zip) => `${zip}: ${n(eligibleByZip[zip]!)}`).join(", ")}.\n`;
}

function acceptSection(accept: AcceptResult): string {
  return `## Accepting a lead (PostgreSQL, ${accept.pros} concurrent pros)
${accept.date}${elsewhere(accept)}; load average on the machine when the run started: ${accept.loadAverage}. Each pro accepts its offered
leads one after another while the others do the same; every lead is offered to three neighbouring pros, so
accepts of one request race. One accept is the whole transaction (delivery lock, ledger charge with its
conditional balance update, delivery move, refund rules), called in-process.

| accepts | per second | p50 / p95 / p99 ms | failures |
|---|---|---|---|
| ${n(accept.accepts)} | ${n(accept.perSecond)} | ${accept.p50Ms} / ${accept.p95Ms} / ${accept.p99Ms} | ${accept.failures} |`;
}

function portalJsSection(portalJs: PortalJsResult): string {
  const rows = portalJs.pages
    .map((page) => `| ${page.path} | ${page.files} | ${(page.gzipBytes / 1024).toFixed(1)} KB | ${met(page.gzipBytes <= PORTAL_JS_BUDGET_BYTES)} |`)
    .join("\n");
  return `## Portal JavaScript per page
${portalJs.date}; from the build's manifest: the manifest, the client entry and the modules of the page's route
and every route above it, each file once, gzipped (the first load; later pages reuse what is cached).
Budget: ${PORTAL_JS_BUDGET_BYTES / 1024} KB gzipped per page.

| page | files | gzipped JavaScript | within budget |
|---|---|---|---|
${rows}`;
}

function intakeHttpSection(result: IntakeHttpResult): string {
  const others = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([status, count]) => `${n(count)} × ${status}`)
      .join(", ") || "none";
  const rows = result.runs.map(
    (run) =>
      `| ${run.clients} | ${n(run.requests)} | ${n(run.perSecond)} | ${run.p50Ms} / ${run.p95Ms} / ${run.p99Ms} | ${n(run.successes)} | ${n(run.storedOfSuccesses)} | ${run.offeredToPros === undefined ? "not counted" : n(run.offeredToPros)} | ${n(run.rowsInDatabase)} | ${others(run.otherAnswers)} | ${run.clients === 20 ? met(run.perSecond >= 500 && run.p95Ms < 50 && run.successes === run.rowsInDatabase) : ""} |`,
  );
  const { outage } = result;
  const ms = (value: number | null) => (value === null ? "none seen" : `${n(value)} ms`);
  return `## Lead intake over HTTP (PostgreSQL)
${result.date}${elsewhere(result)}; load average on the machine when the run started: ${result.loadAverage}. The built server (one process)
on a private PostgreSQL server with default settings, \`TRUST_PROXY=true\` and a distinct \`X-Forwarded-For\` per
request, so the per-address limit never answers; under load the server runs on core 0 and the clients (Node's fetch, in
the benchmark's process) on core 1, PostgreSQL on either. Each server first takes 300 leads that are not measured (a new
process compiles as it goes), as the in-process run does. The server also sends each lead's mail (no SMTP server here:
files in its outbox folder), as one process does in production, and the pros' notices of each lead it offers: the seeded
businesses are made real pros in each run's own database (scripts/bench/shared.ts), since demo businesses never receive a request. A 503 here is a request that got no database connection
within the pool's connection timeout (load shed, nothing written). Target at 20 clients: at least 500/s, p95 under
50 ms, every success a row.

| clients | requests | per second | p50 / p95 / p99 ms | successes | of them in the database | of them offered to pros | lead rows written | other answers | target |
|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

PostgreSQL stopped and started (\`pg_ctl stop -m fast\`, then \`start\`; ${n(outage.restartMs)} ms) under ${outage.clients} clients:
first failed answer ${ms(outage.firstFailureAfterStopMs)} after the stop; first good answer after it ${ms(outage.windowMs)} after the
first failure; ${n(outage.failedAnswers)} failed answers (${others(outage.failedStatuses)}); leads answered with success and
stored: ${outage.successesStored}. The process stays up; the pool reconnects by itself.`;
}

/** The signed-in pages on the embedded database: the demo and the first operator's console (scripts/bench/signed-in-embedded.ts). */
function embeddedSection(embedded: SignedInResult["embedded"]): string {
  if (!embedded) return "On the embedded database (PGlite): not measured yet.";
  const rows = embedded.runs.map(
    (run) =>
      `| ${run.page} | \`${run.path}\` | ${n(run.requests)} | ${n(run.notOk)} | ${n(run.perSecond)} | ${run.p50Ms} / ${run.p95Ms} / ${run.p99Ms} | ${run.serverCpuMsPerRequest} | ${met(run.notOk === 0 && run.perSecond >= 500 && run.p95Ms < 60)} |`,
  );
  return `On the embedded database (PGlite, what \`npm start\` runs), ${embedded.date}: one built server on a new data
folder, pinned to one core with its database in its own process, the clients on the other core. The pages are the
portal's demo as a visitor enters it from /provider/demo (the demo business, ${n(embedded.demoLeads)} leads in its inbox) and the
console's leads of the first operator, made through the setup link the server logs. Same target.

| page | path | requests | not 200 | per second | p50 / p95 / p99 ms | server CPU ms per answer (database included) | target |
|---|---|---|---|---|---|---|---|
${rows.join("\n")}`;
}

function signedInSection(result: SignedInResult): string {
  const rows = result.runs.map(
    (run) =>
      `| ${run.page} | \`${run.path}\` | ${n(run.requests)} | ${n(run.notOk)} | ${n(run.perSecond)} | ${run.p50Ms} / ${run.p95Ms} / ${run.p99Ms} | ${run.transactionsPerRequest} | ${run.serverCpuMsPerRequest ?? "not measured"} | ${run.databaseMsPerRequest ?? "not measured"} | ${met(run.notOk === 0 && run.perSecond >= 500 && run.p95Ms < 60)} |`,
  );
  const statements = result.runs
    .filter((run) => run.topStatements && run.topStatements.length > 0)
    .map(
      (run) =>
        `- ${run.page}: ${run.topStatements!.map((top) => `\`${top.statement.slice(0, 60)}…\` ${top.callsPerRequest} per answer, ${top.msPerCall} ms each`).join("; ")}`,
    );
  const profiles = (result.profiles ?? []).map(
    (profile) => `- ${profile.page}: ${profile.top.map((share) => `${share.owner} ${share.percent} %`).join(", ")}`,
  );
  const actions = (result.actions ?? []).map(
    (run) =>
      `| ${run.action} | ${run.way === "document" ? "plain form post" : "portal (.data, then its revalidation)"} | ${n(run.requests)} | ${n(run.failed)} | ${n(run.rowsWritten)} | ${n(run.perSecond)} | ${run.p50Ms} / ${run.p95Ms} / ${run.p99Ms} | ${met(run.requests > 0 && run.failed === 0 && run.rowsWritten === run.requests && run.p95Ms < 50)} |`,
  );
  return `## Signed-in pages (${result.database}, then the embedded database)
${result.date}${elsewhere(result)}; load average on the machine when the run started: ${result.loadAverage}. The built server (one
process, pinned to one core) on a private PostgreSQL server; ${result.clients} clients (Node's fetch, pinned to the other core, asking for
brotli as a browser does) ask for one URL as fast as it answers, with the session cookie of a pro that has ${n(result.leads)} leads (one bought, with a
40-message thread; the inbox shows them 50 to a page) or of an operator. Target: at least 500 a second with p95 under
60 ms, every answer a 200.

| page | path | requests | not 200 | per second | p50 / p95 / p99 ms | database transactions per answer | server CPU ms per answer | database ms per answer | target |
|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

"Server CPU ms per answer" is the server process's CPU time over the run (warm-up included) divided by its
answers: with the one core busy all the time, 1,000 divided by it is the most answers a second that core gives.
"Database ms per answer" is PostgreSQL's own execution time for the run's statements (pg_stat_statements), divided
by the answers: what the page costs the database, without the round trips. The statements that cost most, per page:

${statements.length > 0 ? statements.join("\n") : "- not measured yet"}

${
  result.routerFloor
    ? `For scale, on a server of its own: \`/robots.txt\`, a route module that reads nothing, answered through the same
server and React Router without a session: ${n(result.routerFloor.perSecond)} a second, ${result.routerFloor.serverCpuMsPerRequest} ms of server CPU per answer. That is
what every page above pays before its session, its queries and its render; 500 a second on one core leaves 2 ms in all.

`
    : ""
}Where the server's CPU went, per page type (self time by package or file, as a share of the time the process was busy
from the load's first request on, so not its start, from a V8 CPU profile of a second server's shorter load of the page
and its \`.data\`, after a second of each that is not counted, so not what a new process compiles once, and so that the profiler's own cost is not in the figures above; \`npx tsx scripts/bench/profile-summary.ts\`
reads a profile by function too):

${profiles.join("\n")}

${embeddedSection(result.embedded)}

The same pro's writes, ${result.clients} at a time, on a server of their own (scripts/bench/signed-in-actions.ts): accepting
offered leads, walking bought ones through contacted, quoted, lost and hired (one client per lead, so its moves come in
order), 20 messages at once (a pro may send 20 in 10 minutes), and saving the lead preferences for the run's seconds.
Each is sent as the hydrated portal sends it: the form posted to the page's \`.data\`, then the page's loaders asked
again (React Router's revalidation), one action's latency being the two requests, since the pro waits for both; the
save is also measured as a plain form post (no JavaScript: the action, then the whole page rendered). The server is
warmed up first with ${ACTIONS_WARM_UP} saves each way. Rows written are counted in the database (event rows, messages, updates of the
pro's row). Target: p95 under 50 ms, and every request a success that wrote its row.

| action | sent as | requests | failed | rows written | per second | p50 / p95 / p99 ms | target |
|---|---|---|---|---|---|---|---|
${actions.length > 0 ? actions.join("\n") : "| not measured yet | | | | | | | |"}`;
}

function speedToLeadSection(result: SpeedToLeadResult): string {
  const row = (name: string, latency: Latency) =>
    `| ${name} | ${n(latency.count)} | ${n(latency.p50Ms)} | ${n(latency.p95Ms)} | ${n(latency.maxMs)} | ${met(latency.count > 0 && latency.p95Ms < 1000)} |`;
  return `## Speed to lead (PostgreSQL, two processes)
${result.date}${elsewhere(result)}; load average on the machine when the run started: ${result.loadAverage}. ${result.processes} app processes
on one private PostgreSQL server, with a real SMTP server, a local push service and a local stand-in of Twilio's API on
the same 2 cores; ${n(result.leads)} leads posted over HTTP alternately to each process at ${result.postedPerSecond} a second (${n(result.leadsStored)} stored), ${n(result.offers)} offers to pros
with a device and a confirmed number. Each figure runs from the lead's creation (its timestamp, taken just before its
commit) to the news arriving at the peer; the live event is the first one the pro's open portal page (on the other
process) receives for each of its leads. Target: p95 under 1 second for each.

| news | offers measured | p50 ms | p95 ms | max ms | p95 under 1 s |
|---|---|---|---|---|---|
${row("push to the push service", result.push)}
${row("text to Twilio", result.text)}
${row("e-mail to SMTP", result.email)}
${row("live event to the portal page", result.liveEvent)}`;
}

function lighthouseSection(result: LighthouseResult): string {
  const rows = result.pages.map((page) => {
    const runs = page.runs
      .map((run) => `${run.performance} (${n(run.totalBlockingTimeMs)} ms${run.seenFirstPaintMs === undefined ? "" : `; ${n(run.seenFirstPaintMs)} ms`})`)
      .join(", ");
    return `| ${page.name} | \`${page.path}\` | ${page.performance} | ${runs} | ${page.loadAverage} | ${page.accessibility} / ${page.bestPractices} / ${page.seo} | ${n(page.lcpMs)} | ${page.cls} | ${n(page.domElements)} | ${page.jsGzipKb} | ${met(page.performance === 100)} | ${met(page.totalBlockingTimeMs < 50)} |`;
  });
  const below = result.pages.filter((page) => page.performance < 100).length;
  const blocking = result.pages.filter((page) => page.totalBlockingTimeMs >= 50).length;
  return `## Lighthouse (mobile preset, Debian Chromium)
${result.date}${elsewhere(result)}; ${result.runsPerPage} runs per page, one page of every public page type, on the production build and
the embedded database; load average on the machine when the run started: ${result.loadAverage}, and before each page as
shown (Lighthouse simulates a slow phone from the measured main-thread work, so other work on the machine lowers single
runs). Each run is Lighthouse's own command line, which starts a new browser with a new profile (a browser kept across
runs hid the cost of a page's first load: docs/decisions/003). Performance is the median run; each run is listed with its total
blocking time and the first contentful paint the browser itself saw: a run whose first frame Chromium held back scores lower
with the same page (docs/decisions/051). Targets: performance 100 on every page type (${below === 0 ? "met" : `**not met** on ${below} of ${result.pages.length}`}), the median of the runs'
total blocking times under 50 ms (${blocking === 0 ? "met" : `**not met** on ${blocking} of ${result.pages.length}`}); accessibility and best practices 100. SEO
is below 100 on the pages marked noindex on purpose (questionnaire steps, results, account pages), which fail Lighthouse's
"page is blocked from indexing" check by design.

| page | path | performance (median) | runs (total blocking time; first paint seen) | load average | accessibility / best practices / SEO | LCP ms | CLS | DOM elements | JS KB (gzip) | 100 | TBT < 50 ms |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}`;
}
