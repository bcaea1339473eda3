import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { carriesSessionCookie } from "~/modules/security";
import type { Handler } from "./handler";
import type { ClientFacts } from "./request-facts";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy for a page. Scripts run only from this origin:
 * a public page's one page script (decision 012), with no nonce on a page the
 * page cache keeps (null; such a page has no inline script at all, decision
 * 016), and with this request's nonce for React Router's inline hydration
 * data on the React pages behind the login. In development Vite injects its
 * own inline scripts and a websocket, so the policy is relaxed.
 */
export type PolicyOptions = {
  development: boolean;
  /** Other origins a form may post to or be redirected to after a post: the card processor's hosted checkout. */
  formActions?: readonly string[];
};

export function contentSecurityPolicy(nonce: string | null, options: PolicyOptions): string {
  const scriptSrc = options.development
    ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'"
    : nonce === null
      ? "script-src 'self'"
      : `script-src 'self' 'nonce-${nonce}'`;
  return [
    "default-src 'self'",
    scriptSrc,
    // Style attributes: no public page has one, but Radix primitives on the React pages behind
    // the login render them on the server (decision 003).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    options.development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...(options.formActions ?? [])].join(" "),
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

/**
 * Headers on every response. The policy here allows no inline script at all;
 * a rendered page that needs one gets a nonce from `pageNonce`, so JSON,
 * files and redirects cost no random bytes.
 *
 * Cross-Origin-Opener-Policy goes to a visitor who carries a session or demo
 * cookie: what a window handle could learn or do is theirs. An anonymous
 * visitor sees pages that are the same for everyone, and the header there made
 * a browser start a new renderer process on every arrival from another site and
 * on each move between a page with it and one without (docs/decisions/003).
 */
export function securityHeaders(options: PolicyOptions, client: ClientFacts): Handler {
  const headers: [string, string][] = [
    ["Content-Security-Policy", contentSecurityPolicy(null, options)],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Permissions-Policy", "camera=(), microphone=(), payment=(), geolocation=(self)"],
  ];
  return (req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (carriesSessionCookie(req.headers.cookie)) res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    // HSTS only means something over HTTPS; sending it over plain HTTP is ignored
    // by browsers, and on localhost it would pin developers to HTTPS.
    if (client.protocol(req) === "https") {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
}

/** A fresh nonce for a page about to be rendered, with the policy that names it. */
export function pageNonce(res: ServerResponse, options: PolicyOptions): string {
  const nonce = createNonce();
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options));
  return nonce;
}
