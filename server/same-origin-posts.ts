import { answerText } from "./answers";
import type { Handler } from "./handler";
import { type ClientFacts, header, pathOf, requestOrigin } from "./request-facts";

/**
 * CSRF protection for every POST: a browser names the page a post comes from
 * (Origin), or at least whether it is cross-site (Sec-Fetch-Site). A post from
 * another site is refused with 403 before any action runs. A request with
 * neither header is not from a browser page (curl, a health probe) and cannot
 * carry a victim's cookies by accident, so it passes; the session cookie's
 * SameSite=Lax is the second line.
 */
export function isSameOriginPost(
  headers: { origin?: string; secFetchSite?: string },
  allowedOrigins: readonly string[],
): boolean {
  const origin = headers.origin;
  if (origin !== undefined) {
    // "null" is an opaque origin (a sandboxed frame, a file://, a cross-origin redirect).
    if (origin === "null") return false;
    return allowedOrigins.includes(origin.toLowerCase());
  }
  return headers.secFetchSite !== "cross-site" && headers.secFetchSite !== "same-site";
}

/**
 * Posts authenticated by a signature over their body instead of a browser's
 * cookies (app/routes/payments/stripe-webhook.ts, app/routes/webhooks/twilio.ts),
 * so no page's origin applies.
 */
export const SIGNED_WEBHOOK_PATHS: ReadonlySet<string> = new Set(["/webhooks/stripe", "/webhooks/twilio"]);

export const CSRF_REFUSAL = "This form was sent from another site, so we did not accept it. Please go back, reload the page and try again.";

/**
 * The site's own origin: the address the request was sent to, as React Router's request has it
 * (`requestOrigin`). React Router refuses an action whose Origin differs from it anyway (with a 400 and an error
 * in the log); refused here first, the visitor reads why.
 */
export function sameOriginPosts(client: ClientFacts): Handler {
  return (req, res, next) => {
    if (req.method !== "POST" || SIGNED_WEBHOOK_PATHS.has(pathOf(req))) return next();
    const allowed = isSameOriginPost(
      { origin: header(req, "origin"), secFetchSite: header(req, "sec-fetch-site") },
      [requestOrigin(req, client).toLowerCase()],
    );
    if (allowed) return next();
    answerText(res, 403, CSRF_REFUSAL);
  };
}
