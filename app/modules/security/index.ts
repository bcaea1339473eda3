// The security feature's public entry for code that may run anywhere, the browser included: what other folders use.
// Server-only exports are in index.server.ts; files inside app/modules/security/ import each other directly (eslint.config.js).

export { HONEYPOT_FIELD, isHoneypotFilled } from "./honeypot";
export { isFromThisMachine } from "./loopback";
export {
  MemoryRateLimitStore,
  RateLimiter,
  type RateLimitStore,
  rateLimitStoreOr,
  shareRateLimitsThrough,
  tooManyRequestsMessage,
  type WindowCount,
} from "./rate-limit";
export { carriesSessionCookie } from "./session-cookies";
