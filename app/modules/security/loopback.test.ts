import { describe, expect, it } from "vitest";
import { isLoopback } from "./loopback";

describe("isLoopback", () => {
  it("knows this machine's addresses", () => {
    for (const ip of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) expect(isLoopback(ip)).toBe(true);
  });
  it("refuses every other address", () => {
    for (const ip of ["10.0.0.1", "192.168.1.5", "::ffff:10.0.0.1", "1.127.0.0", "", "fe80::1"]) expect(isLoopback(ip)).toBe(false);
  });
});
