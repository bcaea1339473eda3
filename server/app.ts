import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import * as serverBuild from "virtual:react-router/server-build";
import express, { type ErrorRequestHandler } from "express";
import { RouterContextProvider } from "react-router";
import { envWarnings, getEnv } from "~/config/env.server";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/db/availability";
import { closeDatabase, getDatabaseHandle } from "~/db/db.server";
import { SERVICE_UNAVAILABLE_HEADERS, SERVICE_UNAVAILABLE_HTML } from "~/modules/health/index.server";
import { shareRateLimitsThrough, isFromThisMachine } from "~/modules/security";
import { PostgresRateLimitStore } from "~/modules/security/index.server";
import { seedDatabase } from "~/modules/seed/index.server";
import type { Database } from "~/db/client.server";
import { setupLink } from "~/modules/accounts/index.server";
import { fillEmptyServiceAreas } from "~/modules/providers/index.server";
import { logger } from "~/lib/logger.server";
import { startNotificationWorker, transportFor, webPushTransport, vapidDetails } from "~/modules/notifications/index.server";
import { startTextWorker } from "~/modules/texting/index.server";
import { checkoutOrigins, logPaymentsAtBoot } from "~/modules/credits/index.server";
import { endLiveStreams, portalEvents } from "~/modules/live/index.server";
import { checkContentVersions, checkContentVersionsSoon, followContentVersions, onContentChange } from "~/db/content-versions.server";
import { pageCacheContext, requestInfoContext } from "~/request-context";
import { COMPRESSION_THRESHOLD } from "./content-encoding";
import { frontDoor } from "./front-door";
import { PageCache } from "./page-cache";
import { requestGuards } from "./request-guards";
import { sameOriginPosts } from "./same-origin-posts";
import { requestLogging } from "./request-id";
import { routerHandler } from "./router-handler";
import { metricsEndpoint, observeDatabase } from "./metrics";
import { startTracing, type Tracing } from "./tracing";
import { routePatterns } from "./route-pattern";
import { pageCacheRequests } from "~/lib/metrics.server";
import { lowercaseRedirect } from "./lowercase-redirect";
import { contentSecurityPolicy, pageNonce, securityHeaders } from "./security-headers";
import { staticFiles } from "./static-files";

/**
 * The application server, bundled with the React Router build so that it and
 * the routes share one module graph (and one database). `server.js` calls it
 * for every request the page cache does not answer (behind Vite in development).
 */
const env = getEnv();
const development = env.NODE_ENV === "development";
// Buying credits posts a form that the server redirects on to the processor's checkout page.
const policy = { development, formActions: checkoutOrigins(env) };

/**
 * Public pages kept in memory and answered by server.js before Express
 * (docs/decisions/016); off in development, where pages change as you type.
 */
export const pageCache =
  development || env.PAGE_CACHE_MB === 0
    ? null
  : new PageCache({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024, ttlMs: 5 * 60_000, trustProxy: env.TRUST_PROXY });
const cachedPagePolicy = contentSecurityPolicy(null, policy);

const pageCacheHits = pageCacheRequests.labels("hit");
const pageCacheMisses = pageCacheRequests.labels("miss");

/** For server.js's `http` handler: true when the page cache answered. */
export function servePageFromCache(req: IncomingMessage, res: ServerResponse): boolean {
  const served = pageCache?.serve(req, res) ?? false;
  if (served) pageCacheHits.inc();
  return served;
}

export const app = express();
app.disable("x-powered-by");
// One proxy hop: the client address is the one our proxy appended, not one the client wrote.
if (env.TRUST_PROXY) app.set("trust proxy", 1);

app.use(compression({ threshold: COMPRESSION_THRESHOLD }));
// One Express layer for what every request crosses first (server/front-door.ts).
app.use(
  frontDoor(
    requestLogging(routePatterns(serverBuild.routes)),
    requestGuards(),
    sameOriginPosts(env.PUBLIC_URL),
    securityHeaders(policy),
    lowercaseRedirect(),
  ),
);

if (!development) {
  const clientDir = path.resolve(process.cwd(), process.env.BUILD_DIR || "build", "client");
  // File names under /assets carry a content hash, so they never change.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  app.use(staticFiles(clientDir, { maxAge: "1h" }));
}

if (pageCache) app.use(pageCache.capture());

app.get("/healthz", (_req, res) => {
  res.json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
});

app.get("/metrics", metricsEndpoint(env.METRICS_TOKEN));

app.get("/readyz", async (_req, res) => {
  const handle = await getDatabaseHandle();
  const ok = await handle.ping();
  if (!ok) res.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  res.status(ok ? 200 : 503).set("Cache-Control", "no-store").json({
    status: ok ? "ok" : "unavailable",
    database: { kind: handle.kind, ok },
  });
});

// app.use, not a path pattern: Express would decode the path; a bad %-escape
// never gets here anyway (server/request-guards.ts answers it 400).
app.use(
  routerHandler({
    mode: env.NODE_ENV,
    // A function makes React Router rebuild its route table (flatten, rank, compile every
    // path) on every request; in production the build never changes, so it gets the object.
    build: development ? () => import("virtual:react-router/server-build") : serverBuild,
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      const cacheable = pageCache?.eligible(req) ?? false;
      if (cacheable) pageCacheMisses.inc();
      // For a request the cache may keep, the nonce is made only when a render asks for it
      // (a cached page has none); every other answer gets one and its policy, as before.
      let nonce = cacheable ? undefined : pageNonce(res, policy);
      context.set(requestInfoContext, {
        requestId: String(res.locals.requestId),
        get nonce() {
          nonce ??= pageNonce(res, policy);
          return nonce;
        },
        ip: req.ip ?? req.socket.remoteAddress ?? "",
        fromThisMachine: isFromThisMachine({ socketAddress: req.socket.remoteAddress ?? "", headers: req.headers }),
        userAgent: req.get("user-agent") ?? "",
      });
      if (pageCache && cacheable) {
        context.set(pageCacheContext, {
          markCacheable() {
            pageCache.markCacheable(res);
            res.setHeader("Content-Security-Policy", cachedPagePolicy);
          },
        });
      }
      return context;
    },
  }),
);

const handleError: ErrorRequestHandler = (error, _req, res, _next) => {
  if (isDatabaseUnavailable(error) && !res.headersSent) {
    res.status(503).set(SERVICE_UNAVAILABLE_HEADERS).send(SERVICE_UNAVAILABLE_HTML);
    return;
  }
  const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) logger.error("unhandled error", { requestId: res.locals.requestId, error });
  if (res.headersSent) return;
  res
    .status(status)
    .type("text/plain")
    .send(status === 500 ? "Something went wrong on our side. Please try again." : "Bad request");
};
app.use(handleError);

/**
 * Opens the database. On the embedded database the app also migrates and seeds
 * itself, so `npm start` needs nothing else; on PostgreSQL migrations are a
 * separate deploy step (`npm run db:migrate`).
 */
let stopWorker: (() => Promise<void>) | undefined;
let stopTextWorker: (() => Promise<void>) | undefined;
let stopPortalEvents: (() => Promise<void>) | undefined;
let tracing: Tracing | null = null;
let stopContentVersions: (() => Promise<void>) | undefined;

/** True when the app runs on PGlite in DATA_DIR (no DATABASE_URL). */
export function usesEmbeddedDatabase(): boolean {
  return !env.DATABASE_URL;
}

/**
 * Creates (on the first boot), migrates and seeds the embedded database, then
 * closes it. server.js runs this in a short-lived child process: PGlite's
 * WebAssembly memory only grows, and creating the database peaks at about
 * 750-900 MB RSS, which the serving process then never carries (docs/decisions/029).
 */
export async function prepareEmbeddedDatabase(): Promise<void> {
  const handle = await getDatabaseHandle();
  try {
    await handle.migrate();
    const seeded = await seedDatabase(handle.db);
    // maxRSS is in KiB.
    const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
    logger.info("embedded database prepared", { database: handle.label, ...seeded, peakRssMb });
  } finally {
    await closeDatabase();
  }
}

export async function startApp(options: { databasePrepared?: boolean } = {}): Promise<void> {
  for (const warning of envWarnings(process.env, env)) logger.warn(warning);
  // Before the first query and request, so both are traced when tracing is configured (docs/deploy.md).
  tracing = startTracing(process.env);
  const handle = await getDatabaseHandle();
  observeDatabase(handle);
  if (handle.kind === "pglite") {
    if (!options.databasePrepared) {
      // In development, in this process: one process to debug matters more than its memory.
      await handle.migrate();
      await seedDatabase(handle.db);
    }
    logger.info("embedded database ready", { database: handle.label });
  } else {
    // Several processes may share this database: they count rate limits and failed logins together (docs/decisions/025).
    shareRateLimitsThrough(new PostgresRateLimitStore(handle.db));
    logger.info("database connected", { database: handle.label });
  }
  // The baseline before anything is cached; then a write anywhere, heard from the database's triggers when it
  // commits, drops the pages and reads that showed it (migration 0020, docs/decisions/016).
  await checkContentVersions(handle.db);
  stopContentVersions = await followContentVersions(handle.db, handle.listen);
  if (pageCache) {
    onContentChange(() => pageCache.clear());
    // Also read the counters at most once a second while pages are served, for a notification that was lost.
    pageCache.onServe = () => checkContentVersionsSoon(handle.db);
  }
  await prepareAccountsAndAreas(handle.db);
  logPaymentsAtBoot(env.PAYMENTS);
  // Every process signs pushes with the one VAPID key pair: the environment's, or the one kept in the database.
  const push = webPushTransport(await vapidDetails(handle.db, env));
  stopWorker = await startNotificationWorker(handle.db, { mail: transportFor(env), push }, undefined, { listen: handle.listen });
  // The portal's live pages hear each pro's news from whichever process wrote it (docs/decisions/045).
  stopPortalEvents = await portalEvents().listen(handle.listen);
  stopTextWorker = await startTextWorker(handle.db, env, { listen: handle.listen });
}

/**
 * At every start: real pros without a service area get the one of their base
 * ZIP and radius, and while the site has no operator the setup link is logged
 * (docs/decisions/041). A failure is logged, never a reason not to serve.
 */
async function prepareAccountsAndAreas(db: Database): Promise<void> {
  try {
    const filled = await fillEmptyServiceAreas(db);
    if (filled > 0) logger.info("service areas filled from base ZIPs", { providers: filled });
  } catch (error) {
    logger.error("could not fill empty service areas", { error });
  }
  try {
    const url = await setupLink(db, { secret: env.AUTH_SECRET, publicUrl: env.PUBLIC_URL });
    if (url) logger.warn("no operator yet: open this link to create the first operator (it works once)", { setupUrl: url });
  } catch (error) {
    logger.error("could not make the operator setup link; is the database migrated (npm run db:migrate)?", { error });
  }
}

/** Ends the portal's live streams so a stopping server need not wait for their browsers (they reconnect elsewhere). */
export { endLiveStreams };

export async function stopApp(): Promise<void> {
  endLiveStreams();
  await stopPortalEvents?.();
  await stopContentVersions?.();
  await stopWorker?.();
  await stopTextWorker?.();
  shareRateLimitsThrough(null);
  await closeDatabase();
  // Last: the workers' final spans leave with the rest.
  await tracing?.shutdown();
}
