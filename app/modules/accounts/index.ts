// The accounts feature's public entry for code that may run anywhere, the browser included: what other folders use.
// Server-only exports are in index.server.ts; files inside app/modules/accounts/ import each other directly (eslint.config.js).

export {
  ACCOUNT_FORMS,
  ACCOUNT_MESSAGES,
  accountFormFields,
  type AccountFormName,
  echoValues,
  type FieldErrors,
  type FormSummary,
  readAccountForm,
  validateAccountForm,
} from "./account-forms";
export { ACCOUNT_RULE } from "./login-throttle";
export { homeownerProStatus, PRO_STATUS_LABELS } from "./pro-status-labels";
export { cookieHeaderOf } from "./set-cookies";
