// The accounts feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/accounts/ import each other directly (eslint.config.js).

export { changeName, confirmEmailChange, pendingEmailChange, requestEmailChange } from "./account-settings.server";
export { type AppAccounts, getAccounts } from "./app-accounts.server";
export { changePassword } from "./change-password.server";
export { adminCreateWhileServing, createOrPromoteAdmin, type OperatorGrant, type RecordOperatorGrant } from "./create-admin.server";
export { demoSetCookie, readDemoCookie } from "./demo-session.server";
export { headerViewer } from "./header-viewer.server";
export { homeownerRequests, type WithdrawAnswer } from "./homeowner-requests.server";
export { isSetupTokenValid, setupLink, submitOperatorSetup } from "./operator-setup.server";
export { requestPasswordReset, resetLinkWorks, resetPassword } from "./password-reset.server";
export { requestsPageAction } from "./requests-page.server";
export { withRefreshedSessionCookies } from "./session-refresh.server";
export {
  demoProviderId,
  guardConsole,
  guardPortal,
  portalViewer,
  type PortalViewer,
  requireAdmin,
  requirePortal,
  requireUser,
  signedInOperator,
  signedInUser,
} from "./session.server";
export { signIn } from "./sign-in.server";
export { signOut } from "./sign-out.server";
export { handleSignUp } from "./sign-up-request.server";
export { resendVerification } from "./sign-up.server";
export { verifyEmailLink } from "./verify-email.server";
