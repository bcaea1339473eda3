import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { listenFailureMessage } from "./listen-errors";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The error a second server gets when it listens where `taken` already does. */
function secondListen(host: string, port: number): Promise<Error & { code?: string }> {
  const second = createServer();
  servers.push(second);
  return new Promise((resolve) => {
    second.once("error", resolve);
    second.listen(port, host);
  });
}

describe("listenFailureMessage", () => {
  it("says the port is taken, naming the address and PORT, when another process listens there", async () => {
    const first = createServer();
    servers.push(first);
    await new Promise<void>((resolve) => first.listen(0, "127.0.0.1", resolve));
    const { port } = first.address() as AddressInfo;
    const error = await secondListen("127.0.0.1", port);
    expect(listenFailureMessage(error, { host: "127.0.0.1", port })).toBe(
      `cannot listen on 127.0.0.1:${port}: another process already uses this port; stop it or give this process another PORT`,
    );
  });

  it("points at HOST for an address this machine does not have, and keeps Node's words for anything else", () => {
    const missing = Object.assign(new Error("listen EADDRNOTAVAIL"), { code: "EADDRNOTAVAIL" });
    expect(listenFailureMessage(missing, { host: "10.255.0.9", port: 3000 })).toBe("cannot listen on 10.255.0.9:3000: this machine has no such address; check HOST");
    expect(listenFailureMessage(new Error("something odd"), { host: "0.0.0.0", port: 3000 })).toBe("cannot listen on 0.0.0.0:3000: something odd");
  });
});
