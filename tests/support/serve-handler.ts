import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Handler } from "../../server/handler";

export type Served = { server: Server; base: string; close(): Promise<void> };

/** Serves a handler of the app's shape (server/handler.ts) on a free local port; an error it passes on is a 500. */
export async function serveHandler(handler: Handler): Promise<Served> {
  const server = createServer((req, res) => {
    void handler(req, res, (error) => {
      res.statusCode = error === undefined ? 404 : 500;
      res.end(error === undefined ? "Not found" : String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
