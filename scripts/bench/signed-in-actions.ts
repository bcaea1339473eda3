// The signed-in side's writes, for `npm run bench -- signed-in`: a pro accepting leads, moving them
// through the pipeline, writing to a homeowner and saving its lead preferences, over HTTP with its
// session cookie, 20 at a time, on the same server and database as the pages. Each action's count of
// successes is checked against the rows it wrote (event rows, messages, updates of the pro's row).
import { performance } from "node:perf_hooks";
import type { Pro } from "../faults/portal-load";
import type { PostgresInstance } from "../faults/postgres-instance";
import { latencyFigures, runClients, statisticsSettled } from "./shared";
import { BROWSER_ACCEPT_ENCODING, CLIENTS } from "./signed-in-load";

const FORM = { "content-type": "application/x-www-form-urlencoded" };

/**
 * How a post is sent: as the hydrated portal sends it (React Router posts the form to the page's `.data`, then asks
 * `.data` again for the page's fresh loaders, and the pro waits for both: one action's latency is the two requests),
 * or as a plain form post without JavaScript (the action, then the whole page rendered).
 */
export type PostWay = "portal" | "document";

export type SignedInActionRun = {
  action: string;
  way: PostWay;
  requests: number;
  /** Answers that were not a success (not a 200 with the action done). */
  failed: number;
  /** Rows the successes wrote, counted in the database: equal to the successes when nothing was lost or doubled. */
  rowsWritten: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
};

type Setup = { base: string; postgres: PostgresInstance; database: string; pro: Pro; offered: string[]; threadLead: string; seconds: number };

/** Requests of each way that warm the server up before the first measured action. */
export const WARM_UP = 50;

/**
 * The four actions in turn as the portal posts them, then the settings save as a plain form post too; `offered`
 * are leads still offered to the pro, enough for the accepts.
 */
export async function benchActions(setup: Setup): Promise<SignedInActionRun[]> {
  const { base, postgres, database, pro } = setup;
  const count = async (sql: string, params: unknown[] = [pro.providerId]) => Number((await postgres.query<{ n: string }>(database, sql, params))[0]?.n ?? 0);
  const send = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, { ...init, headers: { ...init.headers, ...BROWSER_ACCEPT_ENCODING, cookie: pro.cookie }, redirect: "manual" });
    await response.arrayBuffer();
    return response.status === 200;
  };
  const postIn = (way: PostWay) => (path: string, form: Record<string, string>) => async () => {
    const body = new URLSearchParams(form);
    if (way === "document") return send(path, { method: "POST", body, headers: FORM });
    return (await send(`${path}.data`, { method: "POST", body, headers: FORM })) && send(`${path}.data`);
  };
  const post = postIn("portal");
  const runs: SignedInActionRun[] = [];

  // Warm-up, as the pages' runs have: a new process compiles as it goes. Saves of the same preferences, both ways.
  const preferences = { intent: "preferences", weeklyLeadCap: "100", maxCreditsPerLead: "100" };
  for (const way of ["portal", "document"] as const) for (let i = 0; i < WARM_UP; i++) await postIn(way)("/provider/settings", preferences)();

  // Accepting: each client takes the next offered lead until they run out.
  const acceptEvents = "select count(*) as n from lead_delivery_events where provider_id = $1 and event = 'accept'";
  const acceptsBefore = await count(acceptEvents);
  const queue = [...setup.offered];
  const accept = await load("accept a lead", "portal", () => {
    const leadId = queue.shift();
    return leadId ? post(`/provider/leads/${leadId}`, { intent: "accept" }) : null;
  });
  runs.push({ ...accept, rowsWritten: (await count(acceptEvents)) - acceptsBefore });

  // Moving: leads bought above that stayed bought, each walked by one client through four moves.
  const bought = await postgres.query<{ lead_id: string }>(
    database,
    "select lead_id from lead_deliveries where provider_id = $1 and status = 'accepted' and lead_id <> $2 limit $3",
    [pro.providerId, setup.threadLead, CLIENTS],
  );
  const moveEvents = "select count(*) as n from lead_delivery_events where provider_id = $1 and event in ('contact', 'quote', 'lose', 'hire')";
  const movesBefore = await count(moveEvents);
  const moves: Record<string, string>[] = [{ move: "contact" }, { move: "quote" }, { move: "lose" }, { move: "hire", confirmed: "yes" }];
  const steps = bought.flatMap(({ lead_id }) => moves.map((form) => ({ leadId: lead_id, form: { intent: "move", ...form } })));
  // One client per lead, so a lead's moves arrive in order.
  const perLead = new Map<string, { leadId: string; form: Record<string, string> }[]>();
  for (const step of steps) perLead.set(step.leadId, [...(perLead.get(step.leadId) ?? []), step]);
  const lanes = [...perLead.values()];
  const move = await load("move a lead (contacted, quoted, lost, hired)", "portal", (client) => {
    const step = lanes[client]?.shift();
    return step ? post(`/provider/leads/${step.leadId}`, step.form) : null;
  });
  runs.push({ ...move, rowsWritten: (await count(moveEvents)) - movesBefore });

  // Writing: a pro may send 20 messages in 10 minutes (app/modules/messaging/thread-access.server.ts), so 20, all at once.
  const messages = `select count(*) as n from messages m join message_threads t on t.id = m.thread_id where t.provider_id = $1 and m.sender = 'pro'`;
  const messagesBefore = await count(messages);
  let messagesLeft = 20;
  // Each different: the same text again within seconds is taken as a double tap and stored once (app/modules/messaging).
  const message = await load("send a message", "portal", () =>
    messagesLeft-- > 0 ? post(`/provider/leads/${setup.threadLead}`, { intent: "message", body: `Thanks, I can come on Tuesday morning (${messagesLeft}).` }) : null,
  );
  runs.push({ ...message, rowsWritten: (await count(messages)) - messagesBefore });

  // Saving the lead preferences for the run's seconds: each save updates the pro's row once.
  const updates = "select n_tup_upd as n from pg_stat_user_tables where relname = 'providers'";
  await statisticsSettled();
  const updatesBefore = await count(updates, []);
  const end = performance.now() + setup.seconds * 1000;
  const save = await load("save lead preferences", "portal", () => (performance.now() < end ? post("/provider/settings", preferences) : null));
  await statisticsSettled();
  runs.push({ ...save, rowsWritten: (await count(updates, [])) - updatesBefore });

  // The same save without JavaScript, for comparison with the portal's way.
  const documentPost = postIn("document");
  const documentUpdatesBefore = await count(updates, []);
  const documentEnd = performance.now() + setup.seconds * 1000;
  const documentSave = await load("save lead preferences", "document", () => (performance.now() < documentEnd ? documentPost("/provider/settings", preferences) : null));
  await statisticsSettled();
  runs.push({ ...documentSave, rowsWritten: (await count(updates, [])) - documentUpdatesBefore });
  return runs;
}

/** One action's figures, CLIENTS clients at a time. */
async function load(action: string, way: PostWay, next: (client: number) => (() => Promise<boolean>) | null): Promise<Omit<SignedInActionRun, "rowsWritten">> {
  const { latencies, failed, perSecond } = await runClients(CLIENTS, next);
  return {
    action,
    way,
    requests: latencies.length,
    failed,
    perSecond,
    ...latencyFigures(latencies),
  };
}
