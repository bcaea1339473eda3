// The portal feature's public entry for code that may run anywhere, the browser included: what other folders use.
// Server-only exports are in index.server.ts; files inside app/modules/portal/ import each other directly (eslint.config.js).

export { formatMinutes, inboxFilterFrom } from "./portal-labels";
