import { readFileSync } from "node:fs";
import net from "node:net";

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * The lowest port the kernel hands out by itself (to `listen(0)` and to outgoing
 * connections). A port picked at or above it can be taken by the run's own
 * stand-in servers or client sockets between the pick and the server's listen:
 * the two-process scenario once failed with EADDRINUSE that way.
 */
function ephemeralLow(): number {
  try {
    const low = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
    if (Number.isInteger(low) && low > 11_000) return low;
  } catch {
    // Not Linux: the range IANA recommends for dynamic ports starts at 49152.
  }
  return 49_152;
}

/**
 * The first of `count` consecutive free ports on 127.0.0.1, below the kernel's
 * ephemeral range, starting at a random place so that two runs on one machine
 * (a session's clean-clone check beside its own work) rarely try the same ones.
 * `alsoAt` are offsets from the first port that the caller will listen on too
 * (the e2e suite's own servers, tests/e2e/own-server.ts): they must be free and
 * below the ephemeral range as well.
 */
export async function freePorts(count: number, alsoAt: number[] = []): Promise<number> {
  const low = 10_000;
  const offsets = [...Array.from({ length: count }, (_, index) => index), ...alsoAt];
  const high = ephemeralLow() - Math.max(...offsets) - 1;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const first = low + Math.floor(Math.random() * (high - low));
    let all = true;
    for (const offset of offsets) {
      if (!all) break;
      all = await portIsFree(first + offset);
    }
    if (all) return first;
  }
  throw new Error(`no ${count} consecutive free ports found on 127.0.0.1 between ${low} and ${high}`);
}
