import { describe, expect, it } from "vitest";
import { retryAfterHeaders } from "./retry-after";

describe("retryAfterHeaders", () => {
  it("says when to try again in whole seconds, and nothing when there is no wait", () => {
    expect(retryAfterHeaders(60)).toEqual({ "Retry-After": "60" });
    expect(retryAfterHeaders(0.2)).toEqual({ "Retry-After": "1" });
    expect(retryAfterHeaders(undefined)).toEqual({});
    expect(retryAfterHeaders(null)).toEqual({});
    expect(retryAfterHeaders(0)).toEqual({});
  });
});
