/** True for an address of this machine (IPv4 127/8, IPv6 ::1, and IPv4-mapped 127/8). */
export function isLoopback(ip: string): boolean {
  const address = ip.startsWith("::ffff:") ? ip.slice("::ffff:".length) : ip;
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/** Headers a proxy adds when it relays a request for someone else. */
export const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"] as const;

/**
 * A request made on this machine itself. With TRUST_PROXY on, `ip` is already
 * the client's address as the proxy saw it. With it off, a proxy on this
 * machine makes every visitor look like 127.0.0.1, so a loopback request that
 * carries forwarding headers was relayed for someone else and does not count.
 */
export function isFromThisMachine(request: { ip: string; trustProxy: boolean; forwarded: boolean }): boolean {
  return isLoopback(request.ip) && (request.trustProxy || !request.forwarded);
}
