// Where a V8 CPU profile's time went, by package or source file and by
// function (self time), so a benchmark's report can say it in a few lines.
// On its own: `npx tsx scripts/bench/profile-summary.ts <file.cpuprofile> [rows]`.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number };
type Profile = { nodes: ProfileNode[] };
type Share = { owner: string; percent: number };

/** V8's own frames, which have no file. */
const V8_FRAMES: Record<string, string> = {
  "(garbage collector)": "garbage collection",
};

/**
 * Samples taken while the process waited. They are left out: a profile spans the process's whole life (its
 * start, the warm-up, the pauses between runs), so their share says how long it lived, not where a request
 * waited. Shares are of the time the process was busy.
 */
const IDLE = "(idle)";

/** A frame's owner: the npm package, a file of this project, Node's own module, or V8's own work. */
function owner(url: string, functionName: string): string {
  if (!url) return V8_FRAMES[functionName] ?? "V8 and native calls (system calls, compiling)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith("node:")) return url;
  return url.replace(/^file:\/\//, "").replace(`${process.cwd()}/`, "");
}

export function summarizeProfile(file: string, rows: number): { samples: number; byOwner: Share[]; byFunction: Share[] } {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const busy = profile.nodes.filter((node) => node.callFrame.functionName !== IDLE);
  const samples = busy.reduce((sum, node) => sum + node.hitCount, 0);
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of busy) {
    const { functionName, url, lineNumber } = node.callFrame;
    const who = owner(url, functionName);
    byOwner.set(who, (byOwner.get(who) ?? 0) + node.hitCount);
    const key = `${functionName || "(anonymous)"} ${who}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + node.hitCount);
  }
  const top = (map: Map<string, number>): Share[] =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([key, hits]) => ({ owner: key, percent: Math.round((hits / Math.max(1, samples)) * 1000) / 10 }));
  return { samples, byOwner: top(byOwner), byFunction: top(byFunction) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, rowsArg] = process.argv.slice(2);
  if (!file) {
    console.error("usage: profile-summary <file.cpuprofile> [rows]");
    process.exit(1);
  }
  const summary = summarizeProfile(file, Number(rowsArg ?? 25));
  const lines = (shares: Share[]) => shares.map((share) => `${share.percent.toFixed(1).padStart(5)} %  ${share.owner}`).join("\n");
  console.log(`busy samples: ${summary.samples}\n\nby owner (self time):\n${lines(summary.byOwner)}\n\nby function (self time):\n${lines(summary.byFunction)}`);
}
