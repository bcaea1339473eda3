import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications, textMessages } from "~/db/schema";
import { type Served, serveHandler } from "../tests/support/serve-handler";
import { createTestDatabase, testDatabaseKind } from "../tests/support/test-database";
import { answerText } from "./answers";
import { chain, onGet } from "./handler";
import { metricsEndpoint, observeDatabase } from "./metrics";
import { requestLogging } from "./request-id";

/** /metrics wired as server/app.ts wires it: a request is timed by its pattern, the outbox is read at scrape time. */
describe(`/metrics on ${testDatabaseKind()}`, () => {
  const token = "metrics-token-0123456789";
  let handle: DatabaseHandle;
  let served: Served;
  let base: string;

  beforeAll(async () => {
    handle = await createTestDatabase();
    observeDatabase(handle);
    served = await serveHandler(
      chain(
        requestLogging((pathname) => (pathname.startsWith("/pros/") ? "/pros/:slug" : pathname)),
        onGet("/metrics", metricsEndpoint(token)),
        (_req, res) => answerText(res, 404, "no such pro"),
      ),
    );
    base = served.base;
  });

  afterAll(async () => {
    await served.close();
    await handle.close();
  });

  const scrape = async () => {
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return response.text();
  };
  const sample = (text: string, series: string) => {
    const line = text.split("\n").find((row) => row.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it("refuses anyone without the token", async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token.replace("0", "1")}` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain("http_request_duration_seconds");
  });

  it("counts a request under its route pattern, not its path", async () => {
    const series = 'http_request_duration_seconds_count{route="/pros/:slug",method="GET",status="404"}';
    const before = sample(await scrape(), series) ?? 0;
    await fetch(`${base}/pros/some-business`);
    await fetch(`${base}/pros/another-business`);
    const after = await scrape();
    expect(sample(after, series)).toBe(before + 2);
    expect(after).not.toContain("some-business");
  });

  it("reads the outbox's depth and oldest age when scraped", async () => {
    expect(sample(await scrape(), "outbox_pending")).toBe(0);
    const createdAt = new Date(Date.now() - 90_000);
    await handle.db.insert(notifications).values({ template: "t", recipient: "a@example.com", subject: "s", body: "b", createdAt });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the one-scrape memo
    const text = await scrape();
    expect(sample(text, "outbox_pending")).toBe(1);
    expect(sample(text, "outbox_oldest_pending_seconds")).toBeGreaterThanOrEqual(90);
  });

  it("counts a text waiting to leave with the outbox, so a Twilio outage shows in its age", async () => {
    const before = sample(await scrape(), "outbox_pending") ?? 0;
    const createdAt = new Date(Date.now() - 600_000);
    await handle.db.insert(textMessages).values({ purpose: "code", phone: "+16142730000", body: "Buckeye Pros: your code is 123456.", createdAt });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the one-scrape memo
    const text = await scrape();
    expect(sample(text, "outbox_pending")).toBe(before + 1);
    expect(sample(text, "outbox_oldest_pending_seconds")).toBeGreaterThanOrEqual(600);
  });
});

describe("/metrics without a token configured", () => {
  it("does not exist", async () => {
    const served = await serveHandler(onGet("/metrics", metricsEndpoint(undefined)));
    const response = await fetch(`${served.base}/metrics`);
    expect(response.status).toBe(404);
    await served.close();
  });
});
