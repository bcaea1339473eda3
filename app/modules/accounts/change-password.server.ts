import { isAPIError } from "better-auth/api";
import type { AccountFormValue } from "./account-forms";
import type { AccountsDeps } from "./session.server";

export type ChangePasswordResult = { ok: true; setCookies: string[] } | { ok: false; field: "currentPassword" | "password"; message: string };

/**
 * A new password from settings: the current one must be right; every other
 * session of the account ends and this browser keeps its own. (Replacing this
 * browser's session too would sign it out on the very page that answers the
 * form: that page's loaders read the cookie the form was sent with.)
 */
export async function changePassword(
  deps: AccountsDeps,
  headers: Headers,
  form: AccountFormValue<"changePassword">,
): Promise<ChangePasswordResult> {
  try {
    const result = await deps.auth.api.changePassword({
      body: { currentPassword: form.currentPassword, newPassword: form.password, revokeOtherSessions: false },
      headers,
      returnHeaders: true,
    });
    await deps.auth.api.revokeOtherSessions({ headers });
    return { ok: true, setCookies: result.headers.getSetCookie() };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = (error.body as { code?: string } | undefined)?.code ?? "";
    if (code === "INVALID_PASSWORD") return { ok: false, field: "currentPassword", message: "Your current password is not right" };
    return { ok: false, field: "password", message: error.message || "We could not change your password. Please try again." };
  }
}
