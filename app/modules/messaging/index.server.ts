// The messaging feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/messaging/ import each other directly (eslint.config.js).

export { proConversations } from "./inbox.server";
export { accountMessageAction, linkMessageAction, type MessageActionAnswer, proMessageAction } from "./message-actions.server";
export { accountThreads, proThread, threadByLink } from "./thread-access.server";
export { appendMessage, markThreadRead, unreadColumn } from "./threads.server";
export { homeownerNameForPro } from "./message-emails";
