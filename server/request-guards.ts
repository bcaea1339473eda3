import { AsyncResource } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LOGO_MAX_BODY_BYTES } from "~/modules/providers";
import { answerText, redirect } from "./answers";
import type { Handler, Next } from "./handler";
import { header, pathOf } from "./request-facts";

/** Far above any form on the site (the largest, the lead form with details, is a few KB). */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * Posts that carry a file, with their own limit. Over it, the browser is sent
 * back to the page that posted (303) with the reason in its URL, so the pro
 * reads a message there instead of a bare 413.
 */
export const UPLOAD_LIMITS: ReadonlyMap<string, { maxBytes: number; tooLarge: string }> = new Map([
  ["/provider/directory/logo", { maxBytes: LOGO_MAX_BODY_BYTES, tooLarge: "/provider/directory?logo=too-large#logo" }],
]);
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * Cheap refusals before the app does any work: methods the site does not
 * serve (405), a Host header no URL can be built from (400), a path or query
 * that is not clean text (400, see `isCleanUrl`), request bodies that are
 * too large or of unknown length (413, 411), so one client cannot make the
 * server buffer megabytes, and a form body that is not clean text (400).
 */
export function requestGuards(): Handler {
  return (req, res, next) => {
    if (!ALLOWED_METHODS.has(req.method ?? "")) {
      res.setHeader("Allow", "GET, HEAD, POST");
      return answerText(res, 405, "Method not allowed");
    }
    if (!isValidHost(header(req, "host"))) return answerText(res, 400, "Bad host");
    if (!isCleanUrl(req.url ?? "")) return answerText(res, 400, BAD_TEXT);
    if (req.method === "POST") {
      const length = header(req, "content-length");
      if (length === undefined) return answerText(res, 411, "Length required");
      const upload = UPLOAD_LIMITS.get(pathOf(req));
      if (upload && /^\d+$/.test(length) && Number(length) > upload.maxBytes) {
        // Node reads and drops the unread body once this answer is sent, so the browser gets it.
        return redirect(res, 303, upload.tooLarge);
      }
      if (!/^\d+$/.test(length) || Number(length) > (upload?.maxBytes ?? MAX_BODY_BYTES)) {
        return answerText(res, 413, "Request too large");
      }
      if (FORM_TYPE.test(header(req, "content-type") ?? "")) return checkFormBody(req, res, next);
    }
    next();
  };
}

const BAD_TEXT = "Bad request: the address or form holds a character that is not allowed";
const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;
const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * A path and query a browser could have sent: printable ASCII only (it
 * escapes everything else), and escapes that decode cleanly.
 */
export function isCleanUrl(url: string): boolean {
  return /^[\x21-\x7e]*$/.test(url) && decodesCleanly(url);
}

/**
 * Every %-escape well formed and decoding to UTF-8, and no NUL, raw or
 * escaped. A NUL reaching PostgreSQL fails the query (a 500), and a broken
 * escape or invalid UTF-8 would be silently replaced further on.
 */
function decodesCleanly(text: string): boolean {
  if (text.includes("\u0000")) return false;
  if (!text.includes("%")) return true;
  try {
    return !decodeURIComponent(text).includes("\u0000");
  } catch {
    return false;
  }
}

const bodies = new WeakMap<IncomingMessage, Buffer>();

/** The form body `requestGuards` read and checked, for the router to hand on (server/router-handler.ts). */
export function bufferedBody(req: IncomingMessage): Buffer | undefined {
  return bodies.get(req);
}

/** Reads a form body (already known to be at most MAX_BODY_BYTES) and checks it before any route sees it. */
function checkFormBody(req: IncomingMessage, res: ServerResponse, next: Next) {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("error", () => res.destroy());
  // Run in the request's own async context: an event runs in the connection's, and the routes after this
  // must keep the request's id and trace (server/request-id.ts). (`AsyncResource.bind` would do the same and
  // also build a deprecated property getter on every call: a share of a form post's CPU in a profile.)
  const requestContext = new AsyncResource("form-body");
  req.on("end", () =>
    requestContext.runInAsyncScope(() => {
      const body = Buffer.concat(chunks);
      let text: string;
      try {
        text = utf8.decode(body);
      } catch {
        return answerText(res, 400, BAD_TEXT);
      }
      if (!decodesCleanly(text)) return answerText(res, 400, BAD_TEXT);
      bodies.set(req, body);
      next();
    }),
  );
}

/** The last Host header found valid: nearly every request repeats it, and parsing a URL is not free. */
let lastValidHost = "";

export function isValidHost(host: string | undefined): boolean {
  if (!host) return false;
  if (host === lastValidHost) return true;
  try {
    if (new URL(`http://${host}/`).host === "") return false;
  } catch {
    return false;
  }
  lastValidHost = host;
  return true;
}
