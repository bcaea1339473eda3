import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy for a page. Scripts run only from this origin
 * with this request's nonce: a public page's one page script (decision 012),
 * and React Router's inline hydration data on the React pages behind the
 * login. In development Vite injects its own inline scripts and a websocket,
 * so the policy is relaxed.
 */
export function contentSecurityPolicy(nonce: string, options: { development: boolean }): string {
  const scriptSrc = options.development
    ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'"
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
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

export function securityHeaders(options: { development: boolean }): RequestHandler {
  return (req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), payment=(), geolocation=(self)");
    // HSTS only means something over HTTPS; sending it over plain HTTP is ignored
    // by browsers, and on localhost it would pin developers to HTTPS.
    if (req.secure) {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
}
