// The live feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/live/ import each other directly (eslint.config.js).

export { endLiveStreams, liveEventStream } from "./event-stream.server";
export { portalEvents, portalUnread } from "./portal-events.server";
