import { SpanKind } from "@opentelemetry/api";
import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace-node";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications, providers } from "~/db/schema";
import { TracedPool } from "~/db/traced-drivers.server";
import { tracer } from "~/lib/tracing.server";
import type { MailMessage } from "~/modules/notifications/transports.server";
import { startNotificationWorker } from "~/modules/notifications/worker.server";
import { type Served, serveHandler } from "../tests/support/serve-handler";
import { createTestDatabase, testDatabaseKind } from "../tests/support/test-database";
import { answerText } from "./answers";
import { chain } from "./handler";
import { pathOf } from "./request-facts";
import { ATTR_REQUEST_ID, requestLogging } from "./request-id";
import { requestGuards } from "./request-guards";
import { startTracing, type Tracing, tracingConfigured } from "./tracing";

describe("tracing not configured", () => {
  it("registers no provider: spans are the API's no-ops", () => {
    expect(startTracing({})).toBeNull();
    expect(startTracing({ OTEL_TRACES_EXPORTER: "none", OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" })).toBeNull();
    const span = tracer.startSpan("probe");
    expect(span.isRecording()).toBe(false);
    span.end();
  });

  it("is configured by an OTLP endpoint or by OTEL_TRACES_EXPORTER=otlp", () => {
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://127.0.0.1:4318/v1/traces" })).toBe(true);
    expect(tracingConfigured({ OTEL_TRACES_EXPORTER: "otlp" })).toBe(true);
    expect(tracingConfigured({})).toBe(false);
  });
});

/** Traces set up as server/app.ts sets them up, sent to memory instead of a collector. */
describe(`traces on ${testDatabaseKind()}`, () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  let handle: DatabaseHandle;
  let served: Served;
  let base: string;

  beforeAll(async () => {
    tracing = startTracing({}, { exporter })!;
    handle = await createTestDatabase();
    served = await serveHandler(
      chain(
        // As server/app.ts: the request guard reads a form's body before the routes (server/request-guards.ts).
        requestLogging((pathname) => (pathname.startsWith("/pros/") ? "/pros/:slug" : pathname)),
        requestGuards(),
        async (req, res) => {
          const slug = pathOf(req).replace(/^\/pros\//, "");
          const found = await handle.db.select({ id: providers.id }).from(providers).where(eq(providers.slug, slug));
          answerText(res, found.length > 0 ? 200 : 404, found.length > 0 ? "a pro" : "no such pro");
        },
      ),
    );
    base = served.base;
  });

  afterAll(async () => {
    await served.close();
    await handle.close();
    await tracing.shutdown();
  });

  /** The spans ended so far that match, once `count` of them have (a response's span ends as its socket closes). */
  const spansWhere = async (match: (span: ReadableSpan) => boolean, count = 1) => {
    for (let tries = 0; tries < 50; tries++) {
      await tracing.flush();
      const found = exporter.getFinishedSpans().filter(match);
      if (found.length >= count) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`fewer than ${count} matching spans: ${exporter.getFinishedSpans().map((span) => span.name).join(", ")}`);
  };
  const childrenOf = (parent: ReadableSpan) =>
    exporter.getFinishedSpans().filter((span) => span.parentSpanContext?.spanId === parent.spanContext().spanId);

  it("makes a request one server span named by its route pattern, with its query as a child span", async () => {
    const requestIds = ["trace-test-request-1", "trace-test-request-2", "trace-test-request-3"];
    // Side by side, so each query must find its own request's span, not whichever ran last.
    await Promise.all(
      requestIds.map(async (requestId, i) => {
        const response = await fetch(`${base}/pros/business-${i}`, { headers: { "x-request-id": requestId } });
        await response.text();
      }),
    );
    const requests = await spansWhere((span) => span.kind === SpanKind.SERVER, requestIds.length);
    for (const requestId of requestIds) {
      const request = requests.find((span) => span.attributes[ATTR_REQUEST_ID] === requestId);
      expect(request).toBeDefined();
      expect(request!.name).toBe("GET /pros/:slug");
      expect(request!.attributes).toMatchObject({ "http.route": "/pros/:slug", "http.request.method": "GET", "http.response.status_code": 404 });
      const queries = childrenOf(request!);
      expect(queries.map((span) => span.name)).toEqual(["SELECT"]);
      expect(queries[0]!.kind).toBe(SpanKind.CLIENT);
      expect(queries[0]!.spanContext().traceId).toBe(request!.spanContext().traceId);
      expect(String(queries[0]!.attributes["db.query.text"])).toMatch(/from "providers" where "providers"\."slug" = \$1/);
      // The parameter (the slug here; a name or an e-mail elsewhere) is not recorded.
      expect(JSON.stringify(queries[0]!.attributes)).not.toContain("business-");
    }
  });

  it("keeps a form post's query in its request's span once the guard has read the body", async () => {
    const requestId = "trace-test-form-post";
    const body = new URLSearchParams({ name: "Jane" });
    await (await fetch(`${base}/pros/form-post`, { method: "POST", body, headers: { "x-request-id": requestId } })).text();
    const [request] = await spansWhere((span) => span.attributes[ATTR_REQUEST_ID] === requestId);
    expect(request!.name).toBe("POST /pros/:slug");
    expect(childrenOf(request!).map((span) => span.name)).toEqual(["SELECT"]);
  });

  it("continues a caller's trace from its traceparent header", async () => {
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    await (await fetch(`${base}/pros/from-a-proxy`, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } })).text();
    const [request] = await spansWhere((span) => span.kind === SpanKind.SERVER && span.spanContext().traceId === traceId);
    expect(request!.parentSpanContext?.spanId).toBe("00f067aa0ba902b7");
  });

  it("makes an outbox run a span, with its queries and each hand-over to the transport as children", async () => {
    await handle.db.insert(notifications).values({ template: "lead-offer", recipient: "pro@example.com", subject: "s", body: "b" });
    const sent: MailMessage[] = [];
    const stop = await startNotificationWorker(handle.db, { send: async (message) => void sent.push(message) }, 60_000);
    await stop();
    expect(sent).toHaveLength(1);
    const [run] = await spansWhere((span) => span.name === "outbox run" && span.attributes["outbox.sent"] === 1);
    expect(run!.parentSpanContext).toBeUndefined();
    const children = childrenOf(run!);
    const handOver = children.find((span) => span.name === "notification email");
    expect(handOver?.attributes).toMatchObject({ "notification.channel": "email", "notification.template": "lead-offer", "notification.attempt": 1 });
    expect(JSON.stringify(handOver?.attributes)).not.toContain("pro@example.com");
    expect(children.some((span) => span.kind === SpanKind.CLIENT && String(span.attributes["db.query.text"]).includes("notifications"))).toBe(true);
  });

  it.runIf(testDatabaseKind() === "postgres")("gives a query that waited for a full pool its own caller's span as parent", async () => {
    const pool = new TracedPool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    try {
      // One connection, three callers: the second and third get it when the one before releases it.
      const callers = ["caller a", "caller b", "caller c"];
      const call = (name: string) =>
        tracer.startActiveSpan(name, async (span) => {
          await pool.query("select pg_sleep(0.05)");
          span.end();
        });
      await Promise.all(callers.map(call));
      for (const name of callers) {
        const [caller] = await spansWhere((span) => span.name === name);
        expect(childrenOf(caller!).map((span) => span.attributes["db.query.text"])).toEqual(["select pg_sleep(0.05)"]);
      }
    } finally {
      await pool.end();
    }
  });
});
