// Where a V8 CPU profile's time went, by package or source file and by
// function (self time), so a benchmark's report can say it in a few lines.
// On its own: `npx tsx scripts/bench/profile-summary.ts <file.cpuprofile> [rows] [from µs]`.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number };
/** V8's `.cpuprofile`: `samples` names the node on top of the stack at each tick, `timeDeltas` the time since the last (µs). */
type Profile = { nodes: ProfileNode[]; startTime: number; samples?: number[]; timeDeltas?: number[] };
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

/**
 * Ticks per node, counting only those taken at `fromMicros` or later. The profile's clock is the monotonic one
 * `process.hrtime` reads, so a benchmark passes `process.hrtime.bigint() / 1000n` from when its load began: the
 * server's start (loading and compiling its modules) is then not counted as the load's work.
 */
function hitsFrom(profile: Profile, fromMicros: number | undefined): Map<number, number> {
  const hits = new Map<number, number>();
  if (fromMicros === undefined || !profile.samples || !profile.timeDeltas) {
    for (const node of profile.nodes) hits.set(node.id, node.hitCount);
    return hits;
  }
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas![index] ?? 0;
    if (at >= fromMicros) hits.set(id, (hits.get(id) ?? 0) + 1);
  });
  return hits;
}

export function summarizeProfile(
  file: string,
  rows: number,
  fromMicros?: number,
): { samples: number; byOwner: Share[]; byFunction: Share[] } {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const hits = hitsFrom(profile, fromMicros);
  const busy = profile.nodes.filter((node) => node.callFrame.functionName !== IDLE);
  const samples = busy.reduce((sum, node) => sum + (hits.get(node.id) ?? 0), 0);
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of busy) {
    const count = hits.get(node.id) ?? 0;
    if (count === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const who = owner(url, functionName);
    byOwner.set(who, (byOwner.get(who) ?? 0) + count);
    const key = `${functionName || "(anonymous)"} ${who}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + count);
  }
  const top = (map: Map<string, number>): Share[] =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([key, hits]) => ({ owner: key, percent: Math.round((hits / Math.max(1, samples)) * 1000) / 10 }));
  return { samples, byOwner: top(byOwner), byFunction: top(byFunction) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, rowsArg, fromArg] = process.argv.slice(2);
  if (!file) {
    console.error("usage: profile-summary <file.cpuprofile> [rows] [from µs, as the benchmark printed it]");
    process.exit(1);
  }
  const summary = summarizeProfile(file, Number(rowsArg ?? 25), fromArg === undefined ? undefined : Number(fromArg));
  const lines = (shares: Share[]) => shares.map((share) => `${share.percent.toFixed(1).padStart(5)} %  ${share.owner}`).join("\n");
  console.log(`busy samples: ${summary.samples}\n\nby owner (self time):\n${lines(summary.byOwner)}\n\nby function (self time):\n${lines(summary.byFunction)}`);
}
