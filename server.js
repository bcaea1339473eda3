// The Node entry point: the page cache first, then the app (server/app.ts, which
// compresses), behind Vite's middleware in development; and a graceful shutdown.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

const development = process.env.NODE_ENV === "development";
// Started without NODE_ENV (`node server.js` by hand or from a supervisor), this file serves the build below; the app it
// loads must read it as production too. Its own default (app/config/env.server.ts) is development, for tests and tools:
// built files unserved, the development policy, and production's checks of AUTH_SECRET and PUBLIC_URL skipped.
if (!process.env.NODE_ENV) process.env.NODE_ENV = "production";
const port = Number.parseInt(process.env.PORT || "3000", 10);
const host = process.env.HOST || "0.0.0.0";
const buildDir = process.env.BUILD_DIR || "build";

const PREPARE_DATABASE = "--prepare-database";

/** Answers a request the page cache did not: the app itself in production. */
let handler;
let appModule;
try {
  appModule = await loadApp();
  if (process.argv.includes(PREPARE_DATABASE)) {
    // The child below: dies with its parent, exits when done.
    process.on("disconnect", () => process.exit(1));
    await appModule.prepareEmbeddedDatabase();
    process.exit(0);
  }
  // On the embedded database, creating, migrating and seeding it runs in a
  // short-lived child process: PGlite's WebAssembly memory never shrinks, and
  // this long-lived process would keep that work's peak (docs/decisions/029).
  const prepareInChild = !development && appModule.usesEmbeddedDatabase();
  if (prepareInChild) await prepareDatabaseInChild();
  await appModule.startApp({ databasePrepared: prepareInChild });
} catch (error) {
  // An EnvError names each bad variable; print it plainly and stop.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

async function loadApp() {
  if (!development) {
    const built = await import(new URL(`./${buildDir}/server/index.js`, import.meta.url).href);
    handler = built.app;
    return built;
  }

  const vite = await import("vite");
  const viteDevServer = await vite.createServer({
    server: { middlewareMode: true, hmr: process.env.HMR_PORT ? { port: Number(process.env.HMR_PORT) } : undefined },
  });
  const first = await viteDevServer.ssrLoadModule("./server/app.ts");
  // Vite's own files first; every other request goes to the app as it is now (reloaded as its files change).
  handler = (req, res) =>
    viteDevServer.middlewares(req, res, async () => {
      try {
        const source = await viteDevServer.ssrLoadModule("./server/app.ts");
        source.app(req, res);
      } catch (error) {
        if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("The development server could not load the app; see its log.");
      }
    });
  return first;
}

// A cached public page is answered here, before the app's handlers (docs/decisions/016). The questionnaire's
// answers travel in the address: room for its longest, and a page that says so past it (server/client-errors.ts).
const listener = createServer({ maxHeaderSize: appModule.MAX_HEADER_BYTES }, (req, res) => {
  if (appModule.servePageFromCache?.(req, res)) return;
  handler(req, res);
});
listener.on("clientError", appModule.answerClientError);
// A port already taken (another process, an old one still running) ends this one with one plain line.
listener.once("error", (error) => {
  log("error", appModule.listenFailureMessage(error, { host, port }), { code: error.code });
  process.exit(1);
});
listener.listen(port, host, () => {
  log("info", "listening", { url: `http://localhost:${port}`, mode: development ? "development" : "production" });
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log("info", "shutting down", { signal });
  // Stop accepting; requests in flight finish; idle keep-alive sockets close now.
  const closed = new Promise((resolve) => listener.close(resolve));
  listener.closeIdleConnections();
  // The portal's live streams never end by themselves.
  appModule.endLiveStreams?.();
  const force = setTimeout(() => {
    log("warn", "forcing shutdown after 10 s");
    listener.closeAllConnections();
  }, 10_000);
  force.unref();
  await closed;
  await appModule.stopApp();
  log("info", "stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

// The shape of app/lib/logger.server.ts's lines: level first, warn and error on stderr (docs/deploy.md "Logs").
function log(level, msg, fields = {}) {
  const stream = level === "warn" || level === "error" ? process.stderr : process.stdout;
  stream.write(`${JSON.stringify({ level, time: new Date().toISOString(), ...fields, msg })}\n`);
}

function prepareDatabaseInChild() {
  const args = [...process.execArgv, fileURLToPath(import.meta.url), PREPARE_DATABASE];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`Preparing the embedded database failed (${signal ?? `exit code ${code}`}); its error is above.`));
    });
  });
}
