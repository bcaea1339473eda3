import net from "node:net";

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The first of `count` consecutive free ports on 127.0.0.1. Fixed ports collided
 * when another run of the suite (a session's own clean-clone check) was on the
 * same machine at the same time, so the scenarios ask the system instead.
 */
export async function freePorts(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = await anyFreePort();
    if (first + count > 65_535) continue;
    let all = true;
    for (let offset = 1; offset < count && all; offset += 1) all = await portIsFree(first + offset);
    if (all) return first;
  }
  throw new Error(`no ${count} consecutive free ports found on 127.0.0.1`);
}
