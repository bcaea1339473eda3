import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { summarizeProfile } from "./profile-summary";

const dir = mkdtempSync(join(tmpdir(), "profile-summary-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });

/**
 * A server's life in four ticks, a millisecond apart from 1,000 µs: two while it loaded its modules, then two
 * while it rendered, and an idle tick between.
 */
function writeProfile(): string {
  const nodes = [
    { id: 1, callFrame: frame("(root)", ""), hitCount: 0, children: [2, 3, 4] },
    { id: 2, callFrame: frame("compileSourceTextModule", "node:internal/modules/esm/utils"), hitCount: 2 },
    { id: 3, callFrame: frame("renderElement", "file:///app/node_modules/react-dom/server.js"), hitCount: 2 },
    { id: 4, callFrame: frame("(idle)", ""), hitCount: 1 },
  ];
  const file = join(dir, "server.cpuprofile");
  writeFileSync(file, JSON.stringify({ nodes, startTime: 1_000, samples: [2, 2, 4, 3, 3], timeDeltas: [1_000, 1_000, 1_000, 1_000, 1_000] }));
  return file;
}

describe("summarizeProfile", () => {
  it("shares the busy ticks of the whole profile by owner", () => {
    const summary = summarizeProfile(writeProfile(), 5);
    expect(summary.samples).toBe(4);
    expect(summary.byOwner).toEqual([
      { owner: "node:internal/modules/esm/utils", percent: 50 },
      { owner: "react-dom", percent: 50 },
    ]);
  });

  it("counts only the ticks from the given moment on, so a server's start is not the load's work", () => {
    // Ticks at 2,000 and 3,000 µs loaded modules; 4,000 was idle; 5,000 and 6,000 rendered.
    const summary = summarizeProfile(writeProfile(), 5, 3_500);
    expect(summary.samples).toBe(2);
    expect(summary.byOwner).toEqual([{ owner: "react-dom", percent: 100 }]);
    expect(summary.byFunction).toEqual([{ owner: "renderElement react-dom:1", percent: 100 }]);
  });
});
