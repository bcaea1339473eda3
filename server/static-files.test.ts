import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticFiles } from "./static-files";

describe("staticFiles", () => {
  let server: Server;
  let base: string;
  const dir = mkdtempSync(path.join(tmpdir(), "static-files-"));
  mkdirSync(path.join(dir, "images"));
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  writeFileSync(path.join(dir, "images", "card.png"), "png");

  beforeAll(async () => {
    const app = express();
    app.use(staticFiles(dir, { maxAge: "1h" }));
    app.use((_req, res) => void res.status(404).send("app"));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("serves the files that existed at boot, in folders too", async () => {
    const icon = await fetch(`${base}/favicon.svg`);
    expect(await icon.text()).toBe("<svg/>");
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await (await fetch(`${base}/images/card.png`)).text()).toBe("png");
  });

  it("passes every other path to the app, including files added after boot", async () => {
    writeFileSync(path.join(dir, "later.txt"), "later");
    for (const pathname of ["/services", "/later.txt", "/images", "/../etc/passwd"]) {
      const response = await fetch(`${base}${pathname}`);
      expect(await response.text(), pathname).toBe("app");
    }
  });
});
