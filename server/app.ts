import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import * as serverBuild from "virtual:react-router/server-build";
import { RouterContextProvider } from "react-router";
import { envWarnings, getEnv } from "~/config/env.server";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/db/availability";
import { closeDatabase, getDatabaseHandle } from "~/db/db.server";
import { unappliedMigrations, unappliedMigrationsMessage } from "~/db/unapplied-migrations.server";
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
import { startHeldRequestSweep } from "~/modules/matching/index.server";
import { checkoutOrigins, logPaymentsAtBoot } from "~/modules/credits/index.server";
import { endLiveStreams, portalEvents } from "~/modules/live/index.server";
import { checkContentVersions, checkContentVersionsSoon, followContentVersions, onContentChange } from "~/db/content-versions.server";
import { pageCacheContext, requestInfoContext } from "~/request-context";
import { answerJson, answerText } from "./answers";
import { chain, onGet } from "./handler";
import { clientFacts, header } from "./request-facts";
import { PageCache } from "./page-cache";
import { requestGuards } from "./request-guards";
import { sameOriginPosts } from "./same-origin-posts";
import { requestIdOf, requestLogging } from "./request-id";
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
const client = clientFacts(env.TRUST_PROXY);

/**
 * Public pages kept in memory and answered by server.js before the app's handlers
 * (docs/decisions/016); off in development, where pages change as you type.
 */
export const pageCache =
  development || env.PAGE_CACHE_MB === 0
    ? null
  : new PageCache({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024, ttlMs: 5 * 60_000, client });
const cachedPagePolicy = contentSecurityPolicy(null, policy);

const pageCacheHits = pageCacheRequests.labels("hit");
const pageCacheMisses = pageCacheRequests.labels("miss");

/** For server.js's `http` handler: true when the page cache answered. */
export function servePageFromCache(req: IncomingMessage, res: ServerResponse): boolean {
  const served = pageCache?.serve(req, res) ?? false;
  if (served) pageCacheHits.inc();
  return served;
}

const clientDir = path.resolve(process.cwd(), process.env.BUILD_DIR || "build", "client");

/** Every request the page cache did not answer, in order (docs/decisions/029 draws it). */
const handlers = chain(
  requestLogging(routePatterns(serverBuild.routes, ["/healthz", "/metrics", "/readyz"])),
  requestGuards(),
  sameOriginPosts(client),
  securityHeaders(policy, client),
  lowercaseRedirect(),
  // In development Vite serves the files (server.js).
  ...(development ? [] : [staticFiles(clientDir, { maxAge: "1h", hashedFolder: "assets" })]),
  ...(pageCache ? [pageCache.capture()] : []),
  onGet("/healthz", (_req, res) => answerJson(res, 200, { status: "ok", uptimeSeconds: Math.round(process.uptime()) })),
  onGet("/metrics", metricsEndpoint(env.METRICS_TOKEN)),
  onGet("/readyz", async (_req, res) => {
    const handle = await getDatabaseHandle();
    const ok = await handle.ping();
    if (!ok) res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    res.setHeader("Cache-Control", "no-store");
    answerJson(res, ok ? 200 : 503, { status: ok ? "ok" : "unavailable", database: { kind: handle.kind, ok } });
  }),
  routerHandler({
    mode: env.NODE_ENV,
    client,
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
        requestId: requestIdOf(res),
        get nonce() {
          nonce ??= pageNonce(res, policy);
          return nonce;
        },
        ip: client.address(req),
        fromThisMachine: isFromThisMachine({ socketAddress: req.socket.remoteAddress ?? "", headers: req.headers }),
        userAgent: header(req, "user-agent") ?? "",
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

/** The app for server.js's `http` handler: every request the page cache did not answer. */
export function app(req: IncomingMessage, res: ServerResponse): void {
  void handlers(req, res, (error) => (error === undefined ? answerText(res, 404, "Not found") : answerError(res, error)));
}

/** An error no handler answered: a 4xx it carries, 503 while the database is away, else 500 (logged). */
function answerError(res: ServerResponse, error: unknown): void {
  if (isDatabaseUnavailable(error) && !res.headersSent) {
    res.writeHead(503, SERVICE_UNAVAILABLE_HEADERS).end(SERVICE_UNAVAILABLE_HTML);
    return;
  }
  const given = (error as { status?: unknown } | null)?.status;
  const status = typeof given === "number" && given >= 400 && given < 500 ? given : 500;
  if (status === 500) logger.error("unhandled error", { requestId: requestIdOf(res), error });
  if (res.headersSent) {
    res.destroy();
    return;
  }
  answerText(res, status, status === 500 ? "Something went wrong on our side. Please try again." : "Bad request");
}

/**
 * Opens the database. On the embedded database the app also migrates and seeds
 * itself, so `npm start` needs nothing else; on PostgreSQL migrations are a
 * separate deploy step (`npm run db:migrate`).
 */
let stopWorker: (() => Promise<void>) | undefined;
let stopTextWorker: (() => Promise<void>) | undefined;
let stopHeldRequestSweep: (() => Promise<void>) | undefined;
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
    // Migrations are a deploy step on PostgreSQL (docs/deploy.md): started before it, every query would fail on its own.
    const lacking = await unappliedMigrations(handle.db);
    if (lacking.length > 0) throw new Error(unappliedMigrationsMessage(handle.label, lacking));
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
  // Waiting requests offered when a new week lets a pro take them, and closed when their wait ends.
  stopHeldRequestSweep = await startHeldRequestSweep(handle.db);
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
export { answerClientError, MAX_HEADER_BYTES } from "./client-errors";
export { listenFailureMessage } from "./listen-errors";

export async function stopApp(): Promise<void> {
  endLiveStreams();
  await stopPortalEvents?.();
  await stopContentVersions?.();
  await stopWorker?.();
  await stopTextWorker?.();
  await stopHeldRequestSweep?.();
  shareRateLimitsThrough(null);
  await closeDatabase();
  // Last: the workers' final spans leave with the rest.
  await tracing?.shutdown();
}
