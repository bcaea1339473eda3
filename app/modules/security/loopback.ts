/** True for an address of this machine (IPv4 127/8, IPv6 ::1, and IPv4-mapped 127/8). */
export function isLoopback(ip: string): boolean {
  const address = ip.startsWith("::ffff:") ? ip.slice("::ffff:".length) : ip;
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}
