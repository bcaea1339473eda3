import { isHoneypotFilled, RateLimiter, tooManyRequestsMessage } from "~/modules/security";
import { echoValues, readAccountForm, validateSignUp, type FieldErrors, type FormSummary, type SignUpForm } from "./account-forms";
import { signUp } from "./sign-up.server";
import type { AccountsDeps } from "./session.server";

/** Sign-ups per IP address: a household or an office signs up a few people, a script many. */
const perIp = new RateLimiter({ name: "sign-up-ip", limit: 10, windowMs: 60 * 60_000 });

export type SignUpAnswer =
  | { status: "created" }
  | { status: "refused"; httpStatus: 400 | 429; errors: FieldErrors; summary: FormSummary; values: Record<string, string>; retryAfterSeconds?: number };

/**
 * One sign-up post, from either sign-up page: rate limit, honeypot (answered
 * as a success, storing nothing), the form's rules, then the account.
 */
export async function handleSignUp(
  deps: AccountsDeps & { publicUrl: string },
  input: { form: SignUpForm; fields: Readonly<Record<string, string>>; ip: string },
  limiter: RateLimiter = perIp,
): Promise<SignUpAnswer> {
  const values = readAccountForm(input.form, input.fields);
  const hit = await limiter.hit(input.ip);
  if (!hit.allowed) {
    const summary = { message: tooManyRequestsMessage(hit.retryAfterSeconds) };
    return { status: "refused", httpStatus: 429, errors: {}, summary, values: echoValues(values), retryAfterSeconds: hit.retryAfterSeconds };
  }
  if (isHoneypotFilled(input.fields)) return { status: "created" };
  const checked = validateSignUp(input.form, values);
  if (!checked.ok) return { status: "refused", httpStatus: 400, errors: checked.errors, summary: checked.summary, values: echoValues(values) };
  await signUp(deps.db, checked.input, { secret: deps.secret, publicUrl: deps.publicUrl });
  return { status: "created" };
}
