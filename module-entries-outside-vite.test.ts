import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The fault scenarios, `npm run db:seed` and the other scripts run under tsx, not Vite: whatever a feature's
 * entry runs when imported must work there too (a top-level `import.meta.glob`, which only Vite provides,
 * once broke the fault scenarios through the content entry that seed imports).
 */
function entries(): string[] {
  const root = path.resolve("app/modules");
  return readdirSync(root).flatMap((folder) =>
    ["index.ts", "index.server.ts"].map((name) => path.join(root, folder, name)).filter((file) => existsSync(file)),
  );
}

describe("feature entries outside Vite", () => {
  it("each loads under tsx, as the scripts load them", () => {
    const files = entries();
    expect(files.length).toBeGreaterThan(30);
    const program = `for (const file of ${JSON.stringify(files)}) { try { await import(file); } catch (error) { console.log(file + ": " + error.message); } } process.exit(0);`;
    const failures = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", program], {
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "test" },
      timeout: 60_000,
    });
    expect(failures.trim()).toBe("");
  });
});
