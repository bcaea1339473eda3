import { isAPIError } from "better-auth/api";
import { getSignedInUser, type AccountsDeps } from "./session.server";
import { cookieHeaderOf } from "./set-cookies";

export type VerifyResult =
  | { ok: true; setCookies: string[]; next: string }
  /** Someone else is signed in: nothing was done; the page asks before replacing their session (docs/decisions/042). */
  | { ok: "confirm"; email: string; signedInAs: string }
  /** A link used before, opened where no one is signed in: nothing to do but log in. */
  | { ok: "already-verified"; message: string; next: string }
  | { ok: false; message: string };

export const ALREADY_VERIFIED = "This address is already verified. Log in to continue.";

const MESSAGES: Record<string, string> = {
  TOKEN_EXPIRED: "This link has expired. Log in and we will send you a new one.",
  INVALID_TOKEN: "This link is not valid. Please use the latest link we sent you.",
  USER_NOT_FOUND: "This link is not valid. Please use the latest link we sent you.",
};

/**
 * The verification link: marks the address verified (once; the welcome
 * e-mail goes out then), signs the person in, and says where they go next.
 * Opening it never replaces the session of someone else who is signed in in
 * this browser (a link someone kept for their own account would sign the
 * victim in as them): then nothing happens until that person confirms
 * (`confirmed`, a button that posts). docs/decisions/042.
 */
export async function verifyEmailLink(
  deps: AccountsDeps,
  headers: Headers,
  token: string,
  options: { confirmed?: boolean } = {},
): Promise<VerifyResult> {
  if (!token) return { ok: false, message: MESSAGES.INVALID_TOKEN! };
  if (!options.confirmed) {
    const current = await getSignedInUser(deps, headers);
    if (current) {
      const email = tokenEmail(token);
      if (!email) return { ok: false, message: MESSAGES.INVALID_TOKEN! };
      if (email !== current.email.toLowerCase()) return { ok: "confirm", email, signedInAs: current.email };
    }
  }
  try {
    const result = await deps.auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true });
    const setCookies = result.headers.getSetCookie();
    // Already verified earlier: no new session; the current one (if any) decides where to go.
    const cookie = setCookies.length > 0 ? cookieHeaderOf(setCookies) : (headers.get("cookie") ?? "");
    const user = await getSignedInUser(deps, new Headers({ cookie }));
    if (!user) return { ok: "already-verified", message: ALREADY_VERIFIED, next: "/provider/login" };
    return { ok: true, setCookies, next: user.homePath };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = (error.body as { code?: string } | undefined)?.code ?? "";
    return { ok: false, message: MESSAGES[code] ?? "" };
  }
}

/**
 * The address a link is for, read from the token's payload without checking
 * its signature: it only decides whether to ask first; better-auth checks the
 * token when it is used, and a forged payload fails there.
 */
function tokenEmail(token: string): string | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    const email = (payload as { email?: unknown } | null)?.email;
    return typeof email === "string" && email !== "" ? email.toLowerCase() : null;
  } catch {
    return null;
  }
}
