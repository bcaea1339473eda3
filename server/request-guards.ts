import type { RequestHandler } from "express";
import { LOGO_MAX_BODY_BYTES } from "~/modules/providers/logo-file";

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
 * serve (405), a Host header no URL can be built from (400), and request
 * bodies that are too large or of unknown length (413, 411), so one client
 * cannot make the server buffer megabytes.
 */
export function requestGuards(): RequestHandler {
  return (req, res, next) => {
    if (!ALLOWED_METHODS.has(req.method)) {
      res.setHeader("Allow", "GET, HEAD, POST");
      return void res.status(405).type("text/plain").send("Method not allowed");
    }
    if (!isValidHost(req.get("host"))) return void res.status(400).type("text/plain").send("Bad host");
    if (req.method === "POST") {
      const length = req.get("content-length");
      if (length === undefined) return void res.status(411).type("text/plain").send("Length required");
      const upload = UPLOAD_LIMITS.get(req.path);
      if (upload && /^\d+$/.test(length) && Number(length) > upload.maxBytes) {
        // Node reads and drops the unread body once this answer is sent, so the browser gets it.
        return void res.redirect(303, upload.tooLarge);
      }
      if (!/^\d+$/.test(length) || Number(length) > (upload?.maxBytes ?? MAX_BODY_BYTES)) {
        return void res.status(413).type("text/plain").send("Request too large");
      }
    }
    next();
  };
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
