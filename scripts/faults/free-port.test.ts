import { readFileSync } from "node:fs";
import net from "node:net";
import { afterEach, expect, test } from "vitest";
import { freePorts } from "./free-port";

const listening: net.Server[] = [];
afterEach(async () => {
  await Promise.all(listening.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function ephemeralLow(): number {
  return Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
}

test("the port and every offset asked for are free and stay below the kernel's ephemeral range", async () => {
  for (let round = 0; round < 20; round += 1) {
    const first = await freePorts(1, [1000, 2000]);
    expect(first + 2000).toBeLessThan(ephemeralLow());
    for (const port of [first, first + 1000, first + 2000]) {
      const server = net.createServer();
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", resolve);
      });
      listening.push(server);
    }
    await Promise.all(listening.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  }
});
