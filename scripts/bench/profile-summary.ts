// `npx tsx scripts/bench/profile-summary.ts <file.cpuprofile> [rows]`: where a
// V8 CPU profile's time went, by function (self time) and by package or
// source file, so a benchmark's report can say it in a few lines.
import { readFileSync } from "node:fs";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number; children?: number[] };
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: profile-summary <file.cpuprofile> [rows]");
  process.exit(1);
}
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const total = profile.nodes.reduce((sum, node) => sum + node.hitCount, 0);

/** A frame's owner: the npm package, or the file of this project, or V8's own work. */
function owner(url: string): string {
  if (!url) return "(V8, GC, idle or native)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith("node:")) return url;
  return url.replace(/^file:\/\//, "").replace(process.cwd() + "/", "");
}

const bySelf = new Map<string, number>();
const byOwner = new Map<string, number>();
for (const node of profile.nodes) {
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || "(anonymous)"} ${owner(url)}:${lineNumber + 1}`;
  bySelf.set(key, (bySelf.get(key) ?? 0) + node.hitCount);
  byOwner.set(owner(url), (byOwner.get(owner(url)) ?? 0) + node.hitCount);
}
const top = (map: Map<string, number>) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([key, hits]) => `${((hits / total) * 100).toFixed(1).padStart(5)} %  ${key}`)
    .join("\n");
console.log(`samples: ${total}\n\nby owner (self time):\n${top(byOwner)}\n\nby function (self time):\n${top(bySelf)}`);
