// The intake feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/intake/ import each other directly (eslint.config.js).

export { contactAction } from "./contact-action.server";
export { contactKey } from "./create-lead.server";
export { intakeLead, leadIntakeInput } from "./lead-intake.server";
export { loadSearchPage, type SearchPageData } from "./search-page.server";
export { clearContactDraft, keepContactDraft, readContactDraft } from "./contact-draft.server";
export { clearSentRequest, keepSentRequest, readSentRequest } from "./sent-request.server";
export { clearSubmittedFlash, isSubmittedFlash, setSubmittedFlash, submittedFlashCookie } from "./submitted-flash.server";
