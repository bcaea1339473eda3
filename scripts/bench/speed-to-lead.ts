// `npm run bench -- speed-to-lead`: how fast a pro hears of a new lead. Two
// app processes on one private PostgreSQL server (scripts/faults/postgres-instance.ts),
// with a real SMTP server, a local push service and a local stand-in of
// Twilio's API (the peers outside our system); pros with a device and a
// confirmed number for texts; leads posted over HTTP alternately to each
// process at a steady rate. For every offer: from the lead's creation (its timestamp, taken
// just before its one-statement commit) to its push, its text and its e-mail
// arriving at their peers; and, for one pro with the portal open on the other
// process, to the live event reaching its page's stream. Needs `npm run build`.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { startTestPushService } from "../../tests/support/test-push-service";
import { startTestSmtpServer } from "../../tests/support/test-smtp-server";
import { startTestTwilioServer } from "../../tests/support/test-twilio-server";
import { type AppProcess, clientIp, postLead, sleep, startApp } from "../faults/app-process";
import { isLeadSuccess, leadIdFrom } from "../faults/checks";
import { startPostgresInstance } from "../faults/postgres-instance";
import { buyCredits, type Pro, signUpPro } from "../faults/portal-load";
import { percentile, round, saveResult } from "./shared";

const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55433) + 1;
const APP_PORT = Number(process.env.BENCH_PORT ?? 4295) + 10;
const LEADS = Number(process.env.BENCH_ALERT_LEADS ?? 500);
/** Each pro takes at most 100 leads a week (the schema's limit) and a lead goes to up to 3: enough pros for every lead. */
const PROS = Math.ceil((LEADS * 3) / 100) + 2;
/** Leads a second, posted steadily: a busy evening for all of Ohio is far below this (10 a second is 36,000 an hour). */
const RATE = Number(process.env.BENCH_ALERT_RATE ?? 10);
const DATABASE = "bench_alerts";
const TWILIO = { accountSid: `AC${"2".repeat(32)}`, authToken: "b".repeat(32) };
const LEAD_PATH = /\/provider\/leads\/([0-9a-f-]{36})/;

export type Latency = { count: number; p50Ms: number; p95Ms: number; maxMs: number };

export type SpeedToLeadResult = {
  date: string;
  loadAverage: number;
  leads: number;
  /** The rate the leads were posted at (leads a second). */
  postedPerSecond: number;
  leadsStored: number;
  offers: number;
  processes: number;
  push: Latency;
  text: Latency;
  email: Latency;
  liveEvent: Latency;
};

export async function runSpeedToLead(): Promise<void> {
  const result = await benchSpeedToLead();
  saveResult("speed-to-lead", result);
  console.log("speed-to-lead", JSON.stringify(result));
}

export async function benchSpeedToLead(): Promise<SpeedToLeadResult> {
  const loadAverage = round(loadavg()[0] ?? 0, 1);
  // When each offer's news arrived, by "lead id | recipient".
  const arrived = { push: new Map<string, number>(), text: new Map<string, number>(), email: new Map<string, number>() };
  const first = (map: Map<string, number>, key: string) => {
    if (!map.has(key)) map.set(key, Date.now());
  };
  const endpoints = new Map<string, string>();
  const phones = new Map<string, string>();
  const smtp = await startTestSmtpServer({
    onReceive: (mail) => {
      const leadId = LEAD_PATH.exec(mail.text)?.[1];
      if (leadId && mail.subject.startsWith("New lead")) for (const to of mail.to) first(arrived.email, `${leadId} | ${to.toLowerCase()}`);
    },
  });
  const certificateDir = mkdtempSync(path.join(tmpdir(), "bench-push-"));
  const push = await startTestPushService({
    certificateDir,
    onReceive: (received) => {
      const leadId = LEAD_PATH.exec(received.payload.url)?.[1];
      const pro = endpoints.get(received.endpoint);
      if (leadId && pro) first(arrived.push, `${leadId} | ${pro}`);
    },
  });
  const twilio = await startTestTwilioServer(TWILIO, {
    onReceive: (text) => {
      const leadId = LEAD_PATH.exec(text.body)?.[1];
      const pro = phones.get(text.to);
      if (leadId && pro) first(arrived.text, `${leadId} | ${pro}`);
    },
  });
  const postgres = startPostgresInstance(PG_PORT, { fsync: true });
  const apps: AppProcess[] = [];
  try {
    postgres.prepareTemplate();
    const env = {
      DATABASE_URL: await postgres.createDatabase(DATABASE),
      SMTP_URL: smtp.url,
      NODE_EXTRA_CA_CERTS: push.certFile,
      TWILIO_ACCOUNT_SID: TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: TWILIO.authToken,
      TWILIO_FROM: "+16145550000",
      TWILIO_API_URL: twilio.url,
      PAYMENTS: "test",
    };
    apps.push(await startApp(APP_PORT, env), await startApp(APP_PORT + 1, env));
    const [a, b] = apps as [AppProcess, AppProcess];

    // Pros with everything turned on: an account, credits, a device with push, a confirmed number.
    const pros: Array<Pro & { email: string }> = [];
    for (let n = 0; n < PROS; n += 1) {
      const pro = await signUpPro(a.base, postgres, DATABASE, n);
      await buyCredits(a.base, pro);
      const device = push.device();
      const phone = `+1614273${String(5000 + n)}`;
      const [row] = await postgres.query<{ user_id: string; email: string }>(DATABASE, "select user_id, email from providers where id = $1", [pro.providerId]);
      await postgres.query(DATABASE, "update providers set weekly_lead_cap = 100 where id = $1", [pro.providerId]);
      await postgres.query(DATABASE, "insert into push_subscriptions (user_id, endpoint, p256dh, auth, device) values ($1, $2, $3, $4, 'Bench phone')", [
        row!.user_id,
        device.endpoint,
        device.p256dh,
        device.auth,
      ]);
      await postgres.query(
        DATABASE,
        "insert into text_consents (provider_id, phone, status, wording, consented_at, updated_at) values ($1, $2, 'active', 'bench', now(), now())",
        [pro.providerId, phone],
      );
      endpoints.set(device.endpoint, pro.providerId);
      phones.set(phone, pro.providerId);
      pros.push({ ...pro, email: row!.email.toLowerCase() });
    }
    const emails = new Map(pros.map((pro) => [pro.email, pro.providerId]));

    // The first pro's portal is open on process B: its page's stream of live events.
    const events: number[] = [];
    const watching = new AbortController();
    const stream = watchLiveEvents(b.base, pros[0]!.cookie, watching.signal, events);

    const leadIds: string[] = [];
    const posting: Promise<void>[] = [];
    const postedFrom = Date.now();
    for (let i = 0; i < LEADS; i += 1) {
      // Lead i leaves at its slot, whatever the answers to the others: arrivals at a steady rate.
      await sleep(Math.max(0, postedFrom + (i * 1000) / RATE - Date.now()));
      posting.push(
        postLead((i % 2 === 0 ? a : b).base, i, clientIp(500_000 + i), "alert")
          .then((answer) => {
            if (isLeadSuccess(answer.status, answer.location)) leadIds.push(leadIdFrom(answer.location)!);
          })
          .catch(() => undefined),
      );
    }
    await Promise.all(posting);
    const postedPerSecond = round(LEADS / ((Date.now() - postedFrom) / 1000), 1);
    type Offer = { lead_id: string; provider_id: string; created_ms: string };
    const offers = await postgres.query<Offer>(
      DATABASE,
      "select m.lead_id, m.provider_id, (extract(epoch from r.created_at) * 1000)::bigint::text as created_ms from lead_deliveries m join lead_requests r on r.id = m.lead_id where m.lead_id = any($1::uuid[])",
      [leadIds],
    );
    // Everything sent (or a minute passed), then the portal's stream is closed.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && [arrived.push, arrived.text, arrived.email].some((map) => map.size < offers.length)) await sleep(200);
    watching.abort();
    await stream;

    const created = (offer: Offer) => Number(offer.created_ms);
    const latency = (map: Map<string, number>) =>
      summarize(offers.flatMap((offer) => {
        const at = map.get(`${offer.lead_id} | ${offer.provider_id}`);
        return at === undefined ? [] : [at - created(offer)];
      }));
    const emailArrivals = new Map<string, number>();
    for (const [key, at] of arrived.email) {
      const [leadId, to] = key.split(" | ");
      const providerId = emails.get(to!);
      if (providerId) emailArrivals.set(`${leadId} | ${providerId}`, at);
    }
    // Each of the watched pro's leads: its first live event at or after the lead's creation.
    const watched = offers.filter((offer) => offer.provider_id === pros[0]!.providerId).map(created).sort((x, y) => x - y);
    const liveEvent = summarize(watched.flatMap((at) => {
      const event = events.find((time) => time >= at);
      return event === undefined ? [] : [event - at];
    }));
    const stored = await postgres.query<{ count: string }>(DATABASE, "select count(*) from lead_requests where id = any($1::uuid[])", [leadIds]);
    return {
      date: new Date().toISOString(),
      loadAverage,
      leads: LEADS,
      postedPerSecond,
      leadsStored: Number(stored[0]?.count ?? 0),
      offers: offers.length,
      processes: apps.length,
      push: latency(arrived.push),
      text: latency(arrived.text),
      email: latency(emailArrivals),
      liveEvent,
    };
  } finally {
    await Promise.all(apps.map((app) => app.kill("SIGTERM")));
    postgres.remove();
    await smtp.close();
    await push.close();
    await twilio.close();
    rmSync(certificateDir, { recursive: true, force: true });
  }
}

function summarize(values: number[]): Latency {
  const sorted = [...values].sort((x, y) => x - y);
  return { count: sorted.length, p50Ms: Math.round(percentile(sorted, 50)), p95Ms: Math.round(percentile(sorted, 95)), maxMs: Math.round(sorted.at(-1) ?? 0) };
}

/** Reads the portal's live stream (/provider/events) as a browser's EventSource would, noting when each change arrives. */
async function watchLiveEvents(base: string, cookie: string, signal: AbortSignal, times: number[]): Promise<void> {
  try {
    const response = await fetch(`${base}/provider/events`, { headers: { cookie, accept: "text/event-stream" }, signal });
    // A run once measured no live event at all; say why if it happens again.
    if (!response.ok) console.error(`speed-to-lead: the portal's live stream answered ${response.status}`);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffered = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        if (!signal.aborted) console.error("speed-to-lead: the portal's live stream ended before the run did");
        return;
      }
      buffered += decoder.decode(value, { stream: true });
      const blocks = buffered.split("\n\n");
      buffered = blocks.pop() ?? "";
      for (const block of blocks) if (/^event: change$/m.test(block)) times.push(Date.now());
    }
  } catch (error) {
    // Aborted at the end of the run; anything else is said.
    if (!signal.aborted) console.error("speed-to-lead: the portal's live stream failed:", error);
  }
}
