import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-node";
import { ATTR_DB_QUERY_TEXT } from "@opentelemetry/semantic-conventions";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { leadContacts, leadDeliveries, leadRequests, messages, messageThreads, providers, serviceCategories } from "~/db/schema";
import { eq } from "drizzle-orm";
import { TracedPGlite } from "~/db/traced-drivers.server";
import { recordOffers, moveDelivery } from "~/modules/pipeline/lead-events.server";
import { requestInfoContext } from "~/request-context";
import { getAccounts } from "~/modules/accounts/app-accounts.server";
import { postLedgerEntry } from "~/modules/credits/index.server";
import { demoCookieHeader } from "~/modules/accounts/demo-session.server";
import { headerViewer } from "~/modules/accounts/header-viewer.server";
import { signedInPeople, type SignedInPeople } from "../../tests/support/signed-in-people";
import { TEST_PUBLIC_URL, TEST_SECRET } from "../../tests/support/test-accounts";
import { testDatabaseKind } from "../../tests/support/test-database";
import * as adminLayout from "./admin/admin-layout";
import * as adminLeads from "./admin/leads";
import * as dashboard from "./portal/dashboard";
import * as leadDetail from "./portal/lead-detail";
import * as leads from "./portal/leads";
import * as portalLayout from "./portal/portal-layout";
import * as settings from "./portal/settings";

/*
 * The database statements a signed-in page sends, counted at the drivers (each query is a span,
 * app/db/traced-drivers.server.ts): the layout's middleware (the session and the viewer), then the root's,
 * the layout's and the page's loaders side by side, as React Router runs them for a document and for its
 * `.data`. Each statement is a round trip to PostgreSQL, so a change that adds reads back fails here.
 */

type Loader = (args: never) => unknown;
type Layout = { middleware: ((args: never, next: () => Promise<Response>) => unknown)[]; loader: Loader };

/**
 * Statements per page, each page's reads side by side where they do not depend on each other. The session, its
 * user, the roles and the pro's business are one (getSignedInUser in app/modules/accounts/session.server.ts), and
 * the portal's unread badges one; in the portal's demo, the demo business one, shared by the guard and the header.
 * The lead page's figure includes marking the homeowner's messages read.
 */
const STATEMENTS = { dashboard: 3, leads: 4, lead: 5, consoleLeads: 2, demoDashboard: 3, settings: 7, accept: 4, message: 6 };

/** No more statements than the page's figure, and none in an explicit transaction. */
function expectAtMost(count: Count, statements: number) {
  expect(count.statements).toBeGreaterThan(0);
  expect(count.statements).toBeLessThanOrEqual(statements);
  expect(count.transactions).toBe(0);
}

const exporter = new InMemorySpanExporter();
const tracing = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
let people: SignedInPeople;
let leadId: string;
let otherLeadId: string;
let offeredLeadId: string;
let demoId: string;

function context() {
  const provider = new RouterContextProvider();
  provider.set(requestInfoContext, { requestId: "test", nonce: "nonce", ip: "127.0.0.1", fromThisMachine: true, userAgent: "QueryCount/1.0" });
  return provider;
}

type Count = { statements: number; transactions: number; answers: unknown[] };

/** One page's request: what its loaders answered, and the statements and explicit transactions it sent. */
function load(path: string, cookie: string, layout: Layout, page: Loader, params: Record<string, string> = {}): Promise<Count> {
  const request = new Request(`${TEST_PUBLIC_URL}${path}`, { headers: { cookie } });
  const args = { request, params, context: context() } as never;
  return counted(async () => {
    const answers: unknown[] = [];
    await layout.middleware[0]!(args, async () => {
      // The root loader greets the viewer in the header with headerViewer (app/root.tsx; its build-time imports keep it out of tests).
      const header = getAccounts().then((accounts) => headerViewer(accounts, request, (args as { context: RouterContextProvider }).context));
      const loaders: Promise<unknown>[] = [header, Promise.resolve().then(() => layout.loader(args)), Promise.resolve().then(() => page(args))];
      answers.push(...(await Promise.all(loaders.map((answer) => answer.catch((thrown: unknown) => thrown)))));
      return new Response();
    });
    return answers;
  });
}

/** One form posted to a page, as its `.data` post runs: the layout's middleware, then the action alone. */
function act(path: string, cookie: string, layout: Layout, action: Loader, form: Record<string, string>, params: Record<string, string> = {}): Promise<Count> {
  const request = new Request(`${TEST_PUBLIC_URL}${path}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
  const args = { request, params, context: context() } as never;
  return counted(async () => {
    const answers: unknown[] = [];
    await layout.middleware[0]!(args, async () => {
      answers.push(await Promise.resolve().then(() => action(args)).catch((thrown: unknown) => thrown));
      return new Response();
    });
    return answers;
  });
}

async function counted(run: () => Promise<unknown[]>): Promise<Count> {
  const begun = vi.spyOn(TracedPGlite.prototype, "transaction");
  exporter.reset();
  let answers: unknown[];
  try {
    answers = await run();
  } finally {
    begun.mockRestore();
  }
  // Only the drivers' spans: better-auth records spans of its own.
  const queries = exporter.getFinishedSpans().filter((span) => span.attributes[ATTR_DB_QUERY_TEXT] !== undefined);
  const names = queries.map((span) => span.name);
  const statements = names.filter((name) => !["BEGIN", "COMMIT", "ROLLBACK"].includes(name)).length;
  // PGlite opens its transactions itself (no BEGIN goes through `query`); pg's client sends BEGIN as a query.
  const transactions = testDatabaseKind() === "pglite" ? begun.mock.calls.length : names.filter((name) => name === "BEGIN").length;
  return { statements, transactions, answers };
}

beforeAll(async () => {
  tracing.register();
  people = await signedInPeople();
  const { db } = people.handle;
  const [category] = await db.insert(serviceCategories).values({ slug: "query-count", name: "Query count" }).returning({ id: serviceCategories.id });
  const offer = async (status: "offered" | "accepted", phone = "2165550199") => {
    const [row] = await db
      .insert(leadRequests)
      .values({ title: "Leaky faucet", description: "Drips all night", zipCode: "44114", categoryId: category!.id, status: "matched" })
      .returning({ id: leadRequests.id });
    const contact = { email: `home-${status}@example.com`, phone };
    await db.insert(leadContacts).values({ leadId: row!.id, firstName: "Dana", lastName: "Reyes", ...contact, contactKey: `${status}-key` });
    await db.insert(leadDeliveries).values({ leadId: row!.id, providerId: people.proId, rank: 1, priceCredits: 1 });
    await recordOffers(db, { leadId: row!.id, providerIds: [people.proId], now: new Date() });
    if (status === "accepted") await moveDelivery(db, { leadId: row!.id, providerId: people.proId, event: "accept", actor: `provider:${people.proId}`, now: new Date() });
    return row!.id;
  };
  // A number a pro can dial: a fictional one (555-0100 to 555-0199) is refunded as it is bought (app/lib/phone.ts).
  offeredLeadId = await offer("offered", "2165551234");
  for (let i = 0; i < 4; i++) await offer("offered");
  leadId = await offer("accepted");
  const [thread] = await db.insert(messageThreads).values({ leadId, providerId: people.proId }).returning({ id: messageThreads.id });
  for (let i = 0; i < 6; i++) await db.insert(messages).values({ threadId: thread!.id, sender: i % 2 ? "pro" : "homeowner", body: `Message ${i}` });
  // Another pro's lead: the same page answers 404 for it.
  const [other] = await db.insert(leadRequests).values({ title: "Not yours", zipCode: "43215", categoryId: category!.id, status: "matched" }).returning({ id: leadRequests.id });
  otherLeadId = other!.id;
  const [demo] = await db
    .insert(providers)
    .values({ slug: "query-count-demo", businessName: "Query Count Demo Co", phone: "6145550100", email: "demo@example.com", baseZip: "43215", city: "Columbus", isDemo: true })
    .returning({ id: providers.id });
  demoId = demo!.id;
});
afterAll(async () => {
  await people?.close();
  await tracing.shutdown();
});

describe(`the statements a signed-in page sends, on ${testDatabaseKind()}`, () => {
  it("the pro's dashboard", async () => {
    const count = await load("/provider/dashboard", people.cookies.pro, portalLayout, dashboard.loader as Loader);
    expect(count.answers[2]).toMatchObject({ businessName: "Rossi Plumbing" });
    expectAtMost(count, STATEMENTS.dashboard);
  });

  it("the pro's settings, its e-mail and alert choices read in one statement", async () => {
    // The site's push key is read once per database handle (vapid-keys.server.ts): a first visit reads it, later ones do not.
    await load("/provider/settings", people.cookies.pro, portalLayout, settings.loader as Loader);
    const count = await load("/provider/settings", people.cookies.pro, portalLayout, settings.loader as Loader);
    expect(count.answers[2]).toMatchObject({ account: { email: "mike@example.com" }, alerts: { quietHours: null } });
    expectAtMost(count, STATEMENTS.settings);
  });

  it("the demo portal's dashboard", async () => {
    const count = await load("/provider/dashboard", await demoCookieHeader(demoId, TEST_SECRET), portalLayout, dashboard.loader as Loader);
    expect(count.answers[0]).toMatchObject({ displayName: "Query Count Demo Co (Demo)" });
    expect(count.answers[2]).toMatchObject({ businessName: "Query Count Demo Co" });
    expectAtMost(count, STATEMENTS.demoDashboard);
  });

  it("the pro's leads", async () => {
    const count = await load("/provider/leads", people.cookies.pro, portalLayout, leads.loader as Loader);
    expect((count.answers[2] as { leads: unknown[] }).leads).toHaveLength(6);
    expect(count.answers[2]).toMatchObject({ paused: false });
    expectAtMost(count, STATEMENTS.leads);
  });

  it("the pro's leads say that new leads are paused, with no statement more", async () => {
    const { db } = people.handle;
    await db.update(providers).set({ paused: true }).where(eq(providers.id, people.proId));
    try {
      const count = await load("/provider/leads", people.cookies.pro, portalLayout, leads.loader as Loader);
      expect(count.answers[2]).toMatchObject({ paused: true });
      expectAtMost(count, STATEMENTS.leads);
    } finally {
      await db.update(providers).set({ paused: false }).where(eq(providers.id, people.proId));
    }
  });

  it("a lead page with its thread", async () => {
    const count = await load(`/provider/leads/${leadId}`, people.cookies.pro, portalLayout, leadDetail.loader as Loader, { leadId });
    expect((count.answers[2] as { thread: { messages: unknown[] } }).thread.messages).toHaveLength(6);
    expectAtMost(count, STATEMENTS.lead);
  });

  it("the console's leads", async () => {
    const count = await load("/admin/leads", people.cookies.admin, adminLayout as unknown as Layout, adminLeads.loader as Loader);
    expect((count.answers[2] as { leads: unknown[] }).leads.length).toBeGreaterThan(0);
    expectAtMost(count, STATEMENTS.consoleLeads);
  });

  it("a save of the lead preferences that takes on nothing more: its row alone, in one statement", async () => {
    const { db } = people.handle;
    const [was] = await db.select({ cap: providers.weeklyLeadCap, most: providers.maxCreditsPerLead }).from(providers).where(eq(providers.id, people.proId));
    const form = { intent: "preferences", weeklyLeadCap: String(was!.cap - 1), maxCreditsPerLead: String(was!.most) };
    const count = await act("/provider/settings", people.cookies.pro, portalLayout, settings.action as Loader, form);
    expect(count.answers[0]).toMatchObject({ init: { status: 200 } });
    const [now] = await db.select({ cap: providers.weeklyLeadCap }).from(providers).where(eq(providers.id, people.proId));
    expect(now!.cap).toBe(was!.cap - 1);
    // The session, then the update that answers the row as it was.
    expect(count.statements).toBe(2);
    expect(count.transactions).toBe(0);
  });

  it("accepting a lead: the charge and its entry in one statement", async () => {
    const { db } = people.handle;
    await db.update(providers).set({ verificationStatus: "verified" }).where(eq(providers.id, people.proId));
    await postLedgerEntry(db, { providerId: people.proId, kind: "grant", amount: 10, idempotencyKey: "query-count-grant" });
    const count = await act(`/provider/leads/${offeredLeadId}`, people.cookies.pro, portalLayout, leadDetail.action as Loader, { intent: "accept" }, { leadId: offeredLeadId });
    expect(count.answers[0]).toMatchObject({ init: { status: 200 } });
    const [delivery] = await people.handle.db.select({ status: leadDeliveries.status }).from(leadDeliveries).where(eq(leadDeliveries.leadId, offeredLeadId));
    expect(delivery!.status).toBe("accepted");
    // The session; then, in one transaction, the offer read and locked, the ledger entry, the move and its event row.
    expect(count.statements).toBe(STATEMENTS.accept);
    // Counted where pg's client sends BEGIN; the embedded database's transactions open inside PGlite.
    if (testDatabaseKind() === "postgres") expect(count.transactions).toBe(1);
  });

  it("a pro's message: the message and whether the pro wrote before in one statement", async () => {
    const form = { intent: "message", body: "I can come on Thursday at nine." };
    const count = await act(`/provider/leads/${leadId}`, people.cookies.pro, portalLayout, leadDetail.action as Loader, form, { leadId });
    expect(count.answers[0]).toMatchObject({ init: { status: 200 } });
    const written = await people.handle.db.select({ body: messages.body }).from(messages).where(eq(messages.body, form.body));
    expect(written).toHaveLength(1);
    // The session, then the post's transaction: the delivery and its limits, the thread opened and a double tap
    // looked for, the message, the homeowner's e-mail. Whether the pro wrote before comes back with the message.
    expect(count.statements).toBe(STATEMENTS.message);
  });

  // Last: the lead page's reads run side by side, so the others may still be running when the first answers 404.
  it("answers 404 for another pro's lead, its reads as strict", async () => {
    const refused = await load(`/provider/leads/${otherLeadId}`, people.cookies.pro, portalLayout, leadDetail.loader as Loader, { leadId: otherLeadId });
    expect(refused.answers[2]).toMatchObject({ init: { status: 404 } });
  });
});
