/** True for an address of this machine (IPv4 127/8, IPv6 ::1, and IPv4-mapped 127/8). */
export function isLoopback(ip: string): boolean {
  const address = ip.startsWith("::ffff:") ? ip.slice("::ffff:".length) : ip;
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/** Headers a proxy (or a CDN) adds when it relays a request for someone else. */
export const FORWARDING_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-real-ip",
  "cf-connecting-ip",
  "x-client-ip",
  "true-client-ip",
] as const;

/**
 * A request made on this machine itself: a loopback connection with no
 * forwarding header at all. A proxy on this machine makes every visitor's
 * connection look like 127.0.0.1, and what such a header says cannot be
 * checked, so its mere presence means someone else (TRUST_PROXY included:
 * nobody behind the proxy is this machine).
 */
export function isFromThisMachine(request: { socketAddress: string; headers: Readonly<Record<string, unknown>> }): boolean {
  return isLoopback(request.socketAddress) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}
