// The security feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/security/ import each other directly (eslint.config.js).

export { PostgresRateLimitStore } from "./rate-limit-store.server";
export { sameSignature, signature, signToken, type TokenCheck, verifyToken } from "./signed-token.server";
