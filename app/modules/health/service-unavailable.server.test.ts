import { describe, expect, it } from "vitest";
import { noteRequestError, requestFailedForDatabase, serviceUnavailableResponse } from "./service-unavailable.server";

describe("the 503 answer when the database cannot be reached", () => {
  it("remembers a request whose loader or action failed for want of the database, and only that one", () => {
    const down = {};
    const buggy = {};
    noteRequestError(down, Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
    noteRequestError(buggy, new TypeError("x is undefined"));
    noteRequestError(undefined, new Error("Connection terminated unexpectedly"));
    expect(requestFailedForDatabase(down)).toBe(true);
    expect(requestFailedForDatabase(buggy)).toBe(false);
  });

  it("is a 503 with Retry-After that is never cached and says what to do", async () => {
    const response = serviceUnavailableResponse();
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("try again in a few seconds");
    expect(html).not.toContain("<script");
  });
});
