import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../tests/support/raw-get";
import { type Served, serveHandler } from "../tests/support/serve-handler";
import { answerText } from "./answers";
import { chain } from "./handler";
import { staticFiles } from "./static-files";

describe("staticFiles", () => {
  let served: Served;
  let base: string;
  const dir = mkdtempSync(path.join(tmpdir(), "static-files-"));
  mkdirSync(path.join(dir, "images"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  writeFileSync(path.join(dir, "images", "card.png"), "png");
  writeFileSync(path.join(dir, "assets", "search-B2x9QaF1.js"), "export {};");
  const bigScript = `export const places = [${'"Columbus", '.repeat(400)}];`;
  writeFileSync(path.join(dir, "assets", "places-Dk3m9QzA.js"), bigScript);

  beforeAll(async () => {
    served = await serveHandler(chain(staticFiles(dir, { maxAge: "1h", hashedFolder: "assets" }), (_req, res) => answerText(res, 404, "app")));
    base = served.base;
  });
  afterAll(async () => {
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the files that existed at boot, in folders too", async () => {
    const icon = await fetch(`${base}/favicon.svg`);
    expect(await icon.text()).toBe("<svg/>");
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await (await fetch(`${base}/images/card.png`)).text()).toBe("png");
  });

  it("lets a browser keep a hashed build file for a year without asking again", async () => {
    const script = await fetch(`${base}/assets/search-B2x9QaF1.js`);
    expect(await script.text()).toBe("export {};");
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${base}/images/card.png`)).headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("compresses a file worth it for a client that takes gzip, and sends a small one as it is", async () => {
    const big = await rawGet(`${base}/assets/places-Dk3m9QzA.js`, { "accept-encoding": "gzip" });
    expect(big.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(big.body).toString()).toBe(bigScript);
    const small = await rawGet(`${base}/assets/search-B2x9QaF1.js`, { "accept-encoding": "gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("export {};");
  });

  it("passes every other path to the app, including files added after boot", async () => {
    writeFileSync(path.join(dir, "later.txt"), "later");
    for (const pathname of ["/services", "/later.txt", "/images", "/../etc/passwd"]) {
      const response = await fetch(`${base}${pathname}`);
      expect(await response.text(), pathname).toBe("app");
    }
  });
});
