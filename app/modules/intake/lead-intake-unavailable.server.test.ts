import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { RateLimiter } from "~/modules/security/rate-limit";
import { DATABASE_UNAVAILABLE_MESSAGE, intakeLead, leadIntakeInput } from "./lead-intake.server";

/** A port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("lead intake while the database cannot be reached", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/gone` });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("answers a retryable failure (503 with Retry-After at the route) instead of throwing", async () => {
    const input = leadIntakeInput(
      {
        firstName: "Dana",
        lastName: "Miller",
        email: "dana@example.com",
        phone: "6145550101",
        service: "hvac",
        zip: "43215",
        idempotencyKey: crypto.randomUUID(),
      },
      "questionnaire",
    );
    const result = await intakeLead(
      handle.db,
      input,
      { ip: "203.0.113.9", userAgent: "Test", pageUrl: "http://localhost/contact-info" },
      { limiter: new RateLimiter({ name: "test", limit: 10, windowMs: 60_000 }) },
    );
    expect(result).toEqual({ ok: false, reason: "failed", message: DATABASE_UNAVAILABLE_MESSAGE, retryAfterSeconds: 5 });
    expect(await handle.ping()).toBe(false);
  });
});
