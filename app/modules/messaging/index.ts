// The messaging feature's public entry for code that may run anywhere, the browser included: what other folders use.
// Server-only exports are in index.server.ts; files inside app/modules/messaging/ import each other directly (eslint.config.js).

export { conversationsNewestFirst, type ConversationSummary, threadAnchor } from "./conversations";
export { LINK_EXPIRED, LINK_INVALID, MESSAGE_MAX_LENGTH, MESSAGE_SENT, OFFER_ENDED_NO_WRITE, type MessageSender } from "./message-form";
