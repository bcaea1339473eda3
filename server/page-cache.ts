import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { carriesSessionCookie } from "~/modules/security";
import { type Encoding, encodeBody, identityBody, preferredEncoding } from "./content-encoding";
import type { Handler } from "./handler";
import type { ClientFacts } from "./request-facts";
import { isValidHost } from "./request-guards";

/**
 * Rendered public pages kept in this process (docs/decisions/016). The Node
 * `http` handler asks `serve` first, before the app's handlers and React Router; the
 * `capture` middleware stores a page when the renderer marked it cacheable
 * (`markCacheable`, only for routes that opt in). Bounded by bytes, least
 * recently used out first; gzip and brotli made once per page, on first ask.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

/** Never stored whatever a route says: personal or query-driven pages. */
const NEVER_CACHED = ["/search", "/contact-info", "/provider", "/admin", "/account", "/api"];

/**
 * Query parameters that ad platforms, analytics and newsletters add to a link
 * to follow it, which no page of ours reads (docs/decisions/029). A link that
 * carries them is answered with the page stored at its address without them:
 * every click on a tagged ad (Google Ads adds a new `gclid` to each) would
 * otherwise be a fresh render. A page rendered for such a link is not stored.
 */
const TRACKING_PARAMETERS = new Set(["gclid", "gbraid", "wbraid", "dclid", "fbclid", "msclkid", "ttclid", "twclid", "yclid", "igshid", "mc_cid", "mc_eid", "_ga", "_gl"]);

/** Headers of the stored response that belong to one answer, not to the page. */
const PER_RESPONSE_HEADERS = new Set([
  "x-request-id",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "connection",
  "keep-alive",
  "vary",
  "etag",
  "strict-transport-security",
]);

type Entry = {
  etag: string;
  /** Flat [name, value, ...] list for writeHead, without the per-answer headers. */
  headers: string[];
  /** The whole head of a 200 answer, per encoding and HSTS, made on first use (see answerHead). */
  heads: Map<string, string[]>;
  bodies: Partial<Record<Encoding, Buffer>>;
  bytes: number;
  storedAt: number;
};

export type PageCacheOptions = {
  /** Upper bound of all stored bodies, every encoding counted. */
  maxBytes: number;
  /** A page is rendered again after this long, for content that depends on the clock (a deal's expiry). */
  ttlMs: number;
  /** How the client asked (behind a trusted proxy, its X-Forwarded-Proto): HSTS goes only over HTTPS. */
  client: ClientFacts;
  now?: () => number;
};

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Moves on every clear, so a page rendered before a clear is not stored after it. */
  private generation = 0;
  /** Answers whose renderer called `markCacheable`. */
  private readonly cacheable = new WeakSet<ServerResponse>();
  private readonly now: () => number;
  readonly stats = { hits: 0, notModified: 0, stores: 0, evictions: 0 };
  /** Called on each answer from the cache (the app checks content versions there). */
  onServe: (() => void) | undefined;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  /** Whether a request may get, or leave behind, a cached page at all. */
  eligible(req: IncomingMessage): boolean {
    const url = req.url ?? "";
    if (NEVER_CACHED.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`))) {
      return false;
    }
    return this.visitorEligible(req);
  }

  /** The request's own part of `eligible`: a read, without a session. */
  private visitorEligible(req: IncomingMessage): boolean {
    return (req.method === "GET" || req.method === "HEAD") && !carriesSessionCookie(req.headers.cookie);
  }

  /** Answers from the cache and returns true, or returns false for the app to answer. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.url === undefined) return false;
    const key = cacheKey(req.url);
    const entry = this.entries.get(key);
    // A stored page's address passed `eligible` when it was stored; only the visitor can differ.
    if (!entry || !this.visitorEligible(req) || !isValidHost(req.headers.host)) return false;
    if (this.now() - entry.storedAt > this.options.ttlMs) {
      this.remove(key, entry);
      return false;
    }
    // Least recently used goes first: a hit moves the page to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.onServe?.();

    // HSTS goes only to a client that asked over HTTPS.
    const secure = this.options.client.protocol(req) === "https";
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      this.stats.notModified += 1;
      const headers = [...entry.headers, "x-request-id", randomUUID(), "etag", entry.etag, "vary", "Accept-Encoding"];
      if (secure) headers.push(...HSTS);
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const body = this.body(key, entry, encoding);
    const head = answerHead(entry, encoding, secure, body.length);
    // The last slot is the request id, the one header that differs between two answers of a page.
    head[head.length - 1] = randomUUID();
    this.stats.hits += 1;
    res.writeHead(200, head);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  /**
   * A handler before the app's routes: for a request the cache may
   * serve, keeps a copy of the body as it is written, and stores it once
   * complete if the renderer called `markCacheable` and the answer is a 200
   * that sets no cookie.
   */
  capture(): Handler {
    return (req, res, next) => {
      const key = req.url ?? "";
      // A link with tracking parameters may get the stored page but never stores its own render.
      if (req.method !== "GET" || !this.eligible(req) || cacheKey(key) !== key) return next();
      const generation = this.generation;
      const chunks: Buffer[] = [];
      let collecting: boolean | undefined;
      const decide = () => {
        collecting ??= this.cacheable.has(res) && res.statusCode === 200 && !res.hasHeader("set-cookie");
        return collecting;
      };
      const write = res.write;
      const end = res.end;
      res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
        if (decide()) keep(chunks, chunk, rest[0]);
        return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      } as typeof res.write;
      res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
        if (decide() && typeof chunk !== "function") keep(chunks, chunk, rest[0]);
        return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
      } as typeof res.end;
      res.once("finish", () => {
        if (!collecting || generation !== this.generation) return;
        if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return;
        // A page compressed on its way out (server/content-encoding.ts) is stored as it was before.
        this.store(key, res.getHeaders(), identityBody(res) ?? Buffer.concat(chunks));
      });
      next();
    };
  }

  /** For the renderer (through the load context): this answer is the same for every visitor. */
  markCacheable(res: ServerResponse): void {
    this.cacheable.add(res);
    res.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  }

  private store(key: string, responseHeaders: Record<string, unknown>, body: Buffer): void {
    if (body.length === 0 || body.length > this.options.maxBytes / 8) return;
    const headers: string[] = [];
    for (const [name, value] of Object.entries(responseHeaders)) {
      if (PER_RESPONSE_HEADERS.has(name) || value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
    }
    const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    const entry: Entry = { etag, headers, heads: new Map(), bodies: { identity: body }, bytes: body.length, storedAt: this.now() };
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.stats.stores += 1;
    this.evict(entry);
  }

  private body(key: string, entry: Entry, encoding: Encoding): Buffer {
    const identity = entry.bodies.identity!;
    const existing = entry.bodies[encoding];
    if (existing) return existing;
    if (encoding === "identity") return identity;
    const made = encodeBody(identity, encoding, "stored");
    entry.bodies[encoding] = made;
    entry.bytes += made.length;
    if (this.entries.get(key) === entry) {
      this.bytes += made.length;
      this.evict(entry);
    }
    return made;
  }

  private evict(keep: Entry): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) return;
      if (entry === keep) continue;
      this.remove(key, entry);
      this.stats.evictions += 1;
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

}

const HSTS = ["strict-transport-security", "max-age=31536000; includeSubDomains"];

/**
 * The headers of a 200 answer of `entry` in `encoding`, kept with the entry:
 * a hit copies nothing but the request id into the last slot (a cache hit is
 * a few microseconds, and building this list was a tenth of it).
 */
function answerHead(entry: Entry, encoding: Encoding, secure: boolean, length: number): string[] {
  const variant = secure ? `${encoding} hsts` : encoding;
  let head = entry.heads.get(variant);
  if (!head) {
    head = [...entry.headers, "etag", entry.etag, "vary", "Accept-Encoding"];
    if (encoding !== "identity") head.push("content-encoding", encoding);
    head.push("content-length", String(length), "x-cache", "hit");
    if (secure) head.push(...HSTS);
    head.push("x-request-id", "");
    entry.heads.set(variant, head);
  }
  return head;
}

function keep(chunks: Buffer[], chunk: unknown, encoding: unknown): void {
  if (chunk === undefined || chunk === null) return;
  if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
  // A copy: a writer may reuse its buffer once write returns.
  else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
}

/** The address a request's page is stored at: its own, less any tracking parameters (kept in their order and spelling). */
export function cacheKey(url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1) return url;
  const kept = url
    .slice(mark + 1)
    .split("&")
    .filter((pair) => pair !== "" && !isTrackingParameter(pair.split("=", 1)[0]!));
  return kept.length === 0 ? url.slice(0, mark) : `${url.slice(0, mark)}?${kept.join("&")}`;
}

function isTrackingParameter(rawName: string): boolean {
  let name: string;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, " ")).toLowerCase();
  } catch {
    // A bad %-escape is no parameter of ours to drop.
    return false;
  }
  return name.startsWith("utm_") || TRACKING_PARAMETERS.has(name);
}

/** If-None-Match compared weakly (RFC 9110 13.1.2): the same page in any encoding. */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== "string") return false;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === opaque;
  });
}
