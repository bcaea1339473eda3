import { isAPIError } from "better-auth/api";
import { getSignedInUser, type AccountsDeps } from "./session.server";
import { cookieHeaderOf } from "./set-cookies";

export type VerifyResult = { ok: true; setCookies: string[]; next: string } | { ok: false; message: string };

const MESSAGES: Record<string, string> = {
  TOKEN_EXPIRED: "This link has expired. Log in and we will send you a new one.",
  INVALID_TOKEN: "This link is not valid. Please use the latest link we sent you.",
  USER_NOT_FOUND: "This link is not valid. Please use the latest link we sent you.",
};

/**
 * The verification link: marks the address verified (once; the welcome
 * e-mail goes out then), signs the person in, and says where they go next.
 */
export async function verifyEmailLink(deps: AccountsDeps, headers: Headers, token: string): Promise<VerifyResult> {
  if (!token) return { ok: false, message: MESSAGES.INVALID_TOKEN! };
  try {
    const result = await deps.auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true });
    const setCookies = result.headers.getSetCookie();
    // Already verified earlier: no new session; the current one (if any) decides where to go.
    const cookie = setCookies.length > 0 ? cookieHeaderOf(setCookies) : (headers.get("cookie") ?? "");
    const user = await getSignedInUser(deps, new Headers({ cookie }));
    return { ok: true, setCookies, next: user?.homePath ?? "/provider/login" };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = (error.body as { code?: string } | undefined)?.code ?? "";
    return { ok: false, message: MESSAGES[code] ?? "" };
  }
}
