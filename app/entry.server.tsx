import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { logger } from "~/lib/logger.server";
import { NonceProvider } from "~/lib/nonce";
import { cacheAllowed } from "~/lib/page-cache-policy";
import { renderHydratedWhole, renderWhole } from "~/lib/render-whole.server";
import { dataRequestAnswer, noteRequestError, requestFailedForDatabase, serviceUnavailableResponse } from "~/modules/health/index.server";
import { pageCacheContext, requestInfoContext } from "~/request-context";
import type { loader as rootLoader, PageHandle } from "~/root";
import { siteChrome } from "~/components/layout/site-chrome.server";
import { isBlogPath } from "~/components/layout/site-header";
import type { SiteChrome } from "~/lib/site-chrome";
import { readyPartsFor } from "~/components/ready-parts.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { requestId } = loadContext.get(requestInfoContext);
  // The database was unreachable (a restart, a failover): a 503 page that needs nothing from it.
  if (requestFailedForDatabase(loadContext)) return serviceUnavailableResponse();
  // A page every visitor sees the same goes to the page cache, without a nonce
  // (it loads only same-origin scripts) and rendered whole (docs/decisions/016).
  const cacheable = responseStatusCode === 200 && request.method === "GET" && routeAllowsCache(request, routerContext);
  if (cacheable) loadContext.get(pageCacheContext).markCacheable();
  // Anything but a page every visitor sees the same stays out of shared and browser caches: a
  // signed-in person's pages (their name in the header), the portal, the console, a request's results.
  if (!cacheable || signedIn(routerContext)) responseHeaders.set("Cache-Control", PRIVATE_NO_STORE);
  const nonce = cacheable ? undefined : loadContext.get(requestInfoContext).nonce;
  // Every page is answered whole (app/lib/render-whole.server.tsx): none defers data to stream after its shell.
  // A page that ships no React, or one the cache keeps, is built as one string first.
  const noReact = shipsNoReact(routerContext);
  if (cacheable || noReact) {
    return renderWhole({
      request,
      status: responseStatusCode,
      headers: responseHeaders,
      routerContext,
      noReact,
      nonce,
      chrome: noReact ? anonymousChrome(request, routerContext) : null,
      readyParts: noReact ? readyPartsFor(leafHandle(routerContext)?.readyParts) : null,
      requestId,
      streamTimeout,
    });
  }
  return renderHydratedWhole(
    <NonceProvider value={nonce ?? ""}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    { status: responseStatusCode, headers: responseHeaders, nonce, requestId, streamTimeout },
  );
}

const PRIVATE_NO_STORE = "private, no-store";

/**
 * Single-fetch `.data` answers: a database outage is a 503 with Retry-After, not a 500 (docs/decisions/025).
 * None is cached anywhere: they carry what the portal and console show (a bought lead's contact).
 */
export function handleDataRequest(response: Response, { context }: { context: object }) {
  const answer = dataRequestAnswer(response, context);
  answer.headers.set("Cache-Control", PRIVATE_NO_STORE);
  return answer;
}

function signedIn({ staticHandlerContext }: EntryContext): boolean {
  const root = staticHandlerContext.loaderData.root as Awaited<ReturnType<typeof rootLoader>> | undefined;
  return Boolean(root?.viewer);
}

/** The same test as root.tsx's Layout: a matched route that does not hydrate. */
function shipsNoReact({ staticHandlerContext, routeModules }: EntryContext): boolean {
  return staticHandlerContext.matches.some(
    (match) => (routeModules[match.route.id]?.handle as PageHandle | undefined)?.hydrate === false,
  );
}

/** The ready-made header and footer, for a visitor who is not signed in (app/lib/site-chrome.tsx). */
function anonymousChrome(request: Request, { staticHandlerContext }: EntryContext): SiteChrome | null {
  const root = staticHandlerContext.loaderData.root as Awaited<ReturnType<typeof rootLoader>> | undefined;
  if (!root || root.viewer !== null) return null;
  return siteChrome({ year: root.year, inBlog: isBlogPath(new URL(request.url).pathname) });
}

function routeAllowsCache(request: Request, routerContext: EntryContext): boolean {
  if (routerContext.staticHandlerContext.errors) return false;
  const handle = leafHandle(routerContext);
  return handle !== undefined && cacheAllowed(handle, new URL(request.url));
}

/** The handle of the route the page is (the last one matched). */
function leafHandle({ staticHandlerContext, routeModules }: EntryContext): PageHandle | undefined {
  const leaf = staticHandlerContext.matches.at(-1);
  return leaf === undefined ? undefined : (routeModules[leaf.route.id]?.handle as PageHandle | undefined);
}

/**
 * Errors thrown in loaders, actions and rendering: logged as JSON without the
 * query string or a failed query's parameters (see describeError), so no
 * homeowner's details end up in the logs.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context?: object }) {
  noteRequestError(context, error);
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  // A visitor's mistake (a post to a page without a form, say) is the router's 4xx answer, not our fault.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn("request refused", { path, status: error.status, method: request.method });
    return;
  }
  logger.error("request failed", { error, path });
}
