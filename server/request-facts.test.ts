import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientFacts, header, pathOf } from "./request-facts";

const request = (headers: Record<string, string | string[]>, socket: { remoteAddress?: string; encrypted?: boolean } = {}, url = "/") =>
  ({ url, headers, socket: { remoteAddress: "10.0.0.5", ...socket } }) as unknown as IncomingMessage;

describe("header and pathOf", () => {
  it("read a header's first value and the path without its query", () => {
    expect(header(request({ accept: ["text/html", "*/*"] }), "Accept")).toBe("text/html");
    expect(header(request({}), "accept")).toBeUndefined();
    expect(pathOf(request({}, {}, "/search?zip=43215"))).toBe("/search");
    expect(pathOf(request({}, {}, "/pros/rossi-plumbing"))).toBe("/pros/rossi-plumbing");
  });
});

describe("clientFacts", () => {
  const forwarded = {
    host: "127.0.0.1:3000",
    "x-forwarded-for": "203.0.113.9, 198.51.100.7",
    "x-forwarded-proto": "https",
    "x-forwarded-host": "buckeyepros.example:8443",
  };

  /** What each reading of the same forwarded request gives, behind a trusted proxy and without one. */
  const read = (trustProxy: boolean) => {
    const client = clientFacts(trustProxy);
    const req = request(forwarded);
    return { address: client.address(req), protocol: client.protocol(req), hostname: client.hostname(req), port: client.port(req) };
  };

  it("behind a trusted proxy, takes the address it appended and how the client asked", () => {
    // The last entry is the one our proxy wrote; the ones before it are the client's own words.
    expect(read(true)).toEqual({ address: "198.51.100.7", protocol: "https", hostname: "buckeyepros.example", port: 8443 });
  });

  it("without one, believes only the socket and the Host header", () => {
    expect(read(false)).toEqual({ address: "10.0.0.5", protocol: "http", hostname: "127.0.0.1", port: 3000 });
    expect(clientFacts(false).protocol(request({}, { encrypted: true }))).toBe("https");
  });

  it("keeps an IPv6 host's brackets and finds its port after them", () => {
    const client = clientFacts(false);
    expect(client.hostname(request({ host: "[::1]:3000" }))).toBe("[::1]");
    expect(client.port(request({ host: "[::1]:3000" }))).toBe(3000);
    expect(client.port(request({ host: "[::1]" }))).toBeUndefined();
    expect(client.hostname(request({ host: "localhost" }))).toBe("localhost");
  });

  it("falls back to the socket when a trusted proxy sent no address or a protocol it cannot have used", () => {
    const client = clientFacts(true);
    expect(client.address(request({}))).toBe("10.0.0.5");
    expect(client.protocol(request({ "x-forwarded-proto": "gopher" }))).toBe("http");
  });
});
