import { describe, expect, it } from "vitest";
import { isFromThisMachine, isLoopback } from "./loopback";

describe("isLoopback", () => {
  it("knows this machine's addresses", () => {
    for (const ip of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) expect(isLoopback(ip)).toBe(true);
  });
  it("refuses every other address", () => {
    for (const ip of ["10.0.0.1", "192.168.1.5", "::ffff:10.0.0.1", "1.127.0.0", "", "fe80::1"]) expect(isLoopback(ip)).toBe(false);
  });
});

describe("requests from this machine", () => {
  it("counts a loopback request, directly or through a trusted proxy", () => {
    expect(isFromThisMachine({ ip: "127.0.0.1", trustProxy: false, forwarded: false })).toBe(true);
    expect(isFromThisMachine({ ip: "127.0.0.1", trustProxy: true, forwarded: true })).toBe(true);
  });
  it("does not count a visitor relayed by an untrusted proxy on this machine, or another address", () => {
    expect(isFromThisMachine({ ip: "127.0.0.1", trustProxy: false, forwarded: true })).toBe(false);
    expect(isFromThisMachine({ ip: "203.0.113.9", trustProxy: true, forwarded: true })).toBe(false);
    expect(isFromThisMachine({ ip: "10.0.0.2", trustProxy: false, forwarded: false })).toBe(false);
  });
});
