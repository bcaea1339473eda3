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
  it("counts a loopback connection that carries no forwarding header", () => {
    expect(isFromThisMachine({ socketAddress: "127.0.0.1", headers: {} })).toBe(true);
    expect(isFromThisMachine({ socketAddress: "::1", headers: { "user-agent": "curl" } })).toBe(true);
  });

  it.each(["X-Forwarded-For", "Forwarded", "CF-Connecting-IP", "X-Client-IP", "True-Client-IP", "X-Real-IP"])(
    "does not count a loopback connection that carries %s, whatever it says",
    (name) => {
      expect(isFromThisMachine({ socketAddress: "127.0.0.1", headers: { [name.toLowerCase()]: "127.0.0.1" } })).toBe(false);
      expect(isFromThisMachine({ socketAddress: "127.0.0.1", headers: { [name.toLowerCase()]: "8.8.8.8" } })).toBe(false);
    },
  );

  it("does not count another address", () => {
    expect(isFromThisMachine({ socketAddress: "10.0.0.2", headers: {} })).toBe(false);
    expect(isFromThisMachine({ socketAddress: "", headers: {} })).toBe(false);
  });
});
