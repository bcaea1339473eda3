import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";

/** A request header's value; of a repeated one, the first. */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The request's path, without its query. */
export function pathOf(req: IncomingMessage): string {
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/**
 * What the client sent, as opposed to what reached this process. Behind one trusted proxy (TRUST_PROXY), the proxy
 * appended the client's address to X-Forwarded-For and says in X-Forwarded-Proto and X-Forwarded-Host how the
 * client asked; without one, those headers are the client's own words and only the socket counts.
 */
export type ClientFacts = {
  /** The client's address: the last X-Forwarded-For entry (the one our proxy wrote), else the socket's. */
  address(req: IncomingMessage): string;
  /** "https" or "http". */
  protocol(req: IncomingMessage): "https" | "http";
  /** The host name the client asked for, without its port. */
  hostname(req: IncomingMessage): string;
  /** The port in the client's Host (or X-Forwarded-Host), when it names one. */
  port(req: IncomingMessage): number | undefined;
};

export function clientFacts(trustProxy: boolean): ClientFacts {
  const firstOf = (value: string | undefined) => value?.split(",")[0]?.trim() || undefined;
  const host = (req: IncomingMessage) =>
    (trustProxy ? firstOf(header(req, "x-forwarded-host")) : undefined) ?? header(req, "host") ?? "";
  return {
    address(req) {
      const forwarded = trustProxy ? header(req, "x-forwarded-for")?.split(",").at(-1)?.trim() : undefined;
      return forwarded || (req.socket.remoteAddress ?? "");
    },
    protocol(req) {
      const forwarded = trustProxy ? firstOf(header(req, "x-forwarded-proto"))?.toLowerCase() : undefined;
      if (forwarded === "https" || forwarded === "http") return forwarded;
      return (req.socket as TLSSocket).encrypted ? "https" : "http";
    },
    hostname(req) {
      return splitHost(host(req)).name;
    },
    port(req) {
      const port = Number.parseInt(splitHost(host(req)).port ?? "", 10);
      return Number.isSafeInteger(port) ? port : undefined;
    },
  };
}

/** A Host header's name and port: an IPv6 literal keeps its brackets, and the port follows the colon after them. */
function splitHost(value: string): { name: string; port?: string } {
  const colon = value.indexOf(":", value.startsWith("[") ? value.indexOf("]") + 1 : 0);
  return colon === -1 ? { name: value } : { name: value.slice(0, colon), port: value.slice(colon + 1) };
}

/**
 * The origin the visitor asked for (X-Forwarded-Host and -Proto when a proxy is trusted), as React Router's request
 * URL has it (server/router-handler.ts): the one origin a form of ours is posted from.
 */
export function requestOrigin(req: IncomingMessage, client: ClientFacts): string {
  const port = client.port(req);
  const hostname = client.hostname(req).split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${client.protocol(req)}://${hostname}${port === undefined ? "" : `:${port}`}`).origin;
}
