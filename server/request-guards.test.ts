import { describe, expect, it } from "vitest";
import { isValidHost } from "./request-guards";

describe("isValidHost", () => {
  it("accepts names, ports and IPv6 literals", () => {
    expect(isValidHost("localhost:3000")).toBe(true);
    expect(isValidHost("buckeyepros.com")).toBe(true);
    expect(isValidHost("[::1]:3000")).toBe(true);
  });

  it("refuses what no URL can be built from", () => {
    expect(isValidHost(undefined)).toBe(false);
    expect(isValidHost("")).toBe(false);
    expect(isValidHost("a b")).toBe(false);
    expect(isValidHost("[::1")).toBe(false);
    expect(isValidHost("localhost:99999")).toBe(false);
  });
});
