import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseInUseError, lockDataDir } from "./data-dir-lock.server";

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "buckeye-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("refuses a second process while the first one lives", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      writeFileSync(path.join(dir, "buckeye.lock"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DatabaseInUseError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${other.pid}`));
    } finally {
      other.kill();
      await new Promise((resolve) => other.once("exit", resolve));
    }
  });

  it("takes over a lock left by a process that died, and releases it", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "buckeye.lock"), "999999999");
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "buckeye.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(() => readFileSync(path.join(dir, "buckeye.lock"))).toThrow();
  });
});
