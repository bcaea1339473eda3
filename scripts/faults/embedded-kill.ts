// Scenario: the server on the embedded database (PGlite in DATA_DIR) is killed
// with SIGKILL while it writes leads, then started again.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { type AppProcess, clientIp, postLead, sleep, startApp } from "./app-process";
import { check, type Check, isLeadSuccess, leadIdFrom } from "./checks";

const CLIENTS = 4;
const LOAD_BEFORE_KILL_MS = 3_000;
/** The first boot migrates and seeds the embedded database. */
const FIRST_BOOT_MS = 180_000;

export async function embeddedKill(port: number): Promise<Check[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "buckeye-faults-pglite-"));
  const env = { DATABASE_URL: "", DATA_DIR: dataDir, AUTH_SECRET: "" };
  let app: AppProcess | null = null;
  try {
    app = await startApp(port, env, FIRST_BOOT_MS);
    const ids: string[] = [];
    let stop = false;
    let sent = 0;
    const running = app;
    const load = Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (!stop) {
          const i = sent++;
          try {
            const answer = await postLead(running.base, i, clientIp(i), "embedded");
            if (isLeadSuccess(answer.status, answer.location)) ids.push(leadIdFrom(answer.location)!);
          } catch {
            // The kill cuts answers in flight: those leads promised nothing.
          }
        }
      }),
    );
    // Killed mid-load: after LOAD_BEFORE_KILL_MS and a few leads written, at most 30 s in.
    const loadStarted = Date.now();
    while (Date.now() - loadStarted < 30_000 && (Date.now() - loadStarted < LOAD_BEFORE_KILL_MS || ids.length < 5)) await sleep(100);
    // The answers received before the kill are the promises to keep.
    const promised = [...ids];
    await app.kill("SIGKILL");
    stop = true;
    await load;

    let restarted = true;
    let restartError = "";
    try {
      app = await startApp(port, env, FIRST_BOOT_MS);
    } catch (error) {
      restarted = false;
      restartError = error instanceof Error ? error.message.slice(-1500) : String(error);
      app = null;
    }
    const home = app ? (await fetch(`${app.base}/`)).status : 0;
    const stopped = app ? await app.kill("SIGTERM") : null;
    app = null;

    // The server is stopped (PGlite is one process at a time): read the files directly.
    const handle = await openDatabase({ dataDir });
    let stored = 0;
    try {
      if (promised.length > 0) {
        const result = await handle.db.execute(
          sql`select count(*)::int as count from lead_requests where id in (${sql.join(promised.map((id) => sql`${id}::uuid`), sql`, `)})`,
        );
        stored = Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
      }
    } finally {
      await handle.close();
    }
    return [
      check("the app starts again after SIGKILL (the dead owner's lock does not block it)", restarted && home === 200, restartError || `home ${home}`),
      check("it stops cleanly afterwards", stopped === 0, `exit code ${stopped}`),
      check(
        "every lead answered with success before the kill is there",
        promised.length > 0 && stored === promised.length,
        `${promised.length} answered with success before the kill, ${stored} stored`,
      ),
    ];
  } finally {
    await app?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}
