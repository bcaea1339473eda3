import { createContext } from "react-router";

/** Per-request facts the Node server hands to loaders, actions and the renderer. */
export type RequestInfo = {
  requestId: string;
  /** Nonce for the Content-Security-Policy; every inline script carries it. Pages the cache keeps carry none. */
  nonce: string;
  ip: string;
  /**
   * Whether the request was made on this machine itself: a loopback
   * connection with no forwarding header (see isFromThisMachine).
   */
  fromThisMachine: boolean;
  userAgent: string;
};

export const requestInfoContext = createContext<RequestInfo>();

/**
 * The page cache's side of a request (docs/decisions/016). The renderer calls
 * `markCacheable` for a route that opted in (`handle.cache`): the answer then
 * carries no nonce and may be stored and served to every visitor. A no-op for
 * requests the cache never serves (a session cookie, a post).
 */
export type PageCacheControl = { markCacheable(): void };

export const pageCacheContext = createContext<PageCacheControl>({ markCacheable() {} });
