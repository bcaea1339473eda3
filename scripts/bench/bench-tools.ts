// Tools only `npm run bench` uses, installed on the first run that needs them
// instead of by every `npm ci` (with the unused autocannon, they were 219 of the lock file's 1,031 packages).
// Their versions are pinned here, as package.json pins everything else.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

export const BENCH_TOOLS = { lighthouse: "12.8.2" } as const;

/** Installs every bench tool with `npm install --no-save` if one is missing. */
export function ensureBenchTools(): void {
  const missing = Object.keys(BENCH_TOOLS).some((tool) => !existsSync(path.join("node_modules", tool, "package.json")));
  if (!missing) return;
  const specs = Object.entries(BENCH_TOOLS).map(([tool, version]) => `${tool}@${version}`);
  console.log(`installing the benchmark's tools (${specs.join(", ")}) without saving them in package.json`);
  const installed = spawnSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", ...specs], { stdio: "inherit" });
  if (installed.status !== 0) throw new Error(`npm install ${specs.join(" ")} failed`);
}
