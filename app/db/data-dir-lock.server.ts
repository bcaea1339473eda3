import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite is one process per data directory, and it does not stop a second
 * one: two processes writing one directory corrupt it. So whoever opens the
 * embedded database holds a lock file with its process id; a second opener
 * gets a DatabaseInUseError that says who holds it. A lock left by a process
 * that died is taken over.
 */
export class DatabaseInUseError extends Error {
  constructor(
    public readonly dir: string,
    public readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${pid}), probably the running server. ` +
        "PGlite allows one process at a time: stop the server, run this again, then start the server.",
    );
    this.name = "DatabaseInUseError";
  }
}

const LOCK_FILE = "buckeye.lock";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the directory's lock; returns the function that releases it. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) throw new DatabaseInUseError(dir, holder);
      // Ours from an earlier open in this process, or left by a dead one.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}`);
}
