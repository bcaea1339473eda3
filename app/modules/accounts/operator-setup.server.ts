import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accounts, operatorSetup, userRoles, users } from "~/db/schema";
import { RateLimiter, tooManyRequestsMessage } from "~/modules/security";
import { sameSignature, signature } from "~/modules/security/index.server";
import { echoValues, readAccountForm, validateAccountForm, type AccountFormValue, type FieldErrors, type FormSummary } from "./account-forms";
import { displayName } from "./display-name";
import type { LoginThrottle } from "./login-throttle";
import { hashPassword } from "./password-hash.server";
import type { RecordOperatorGrant } from "./create-admin.server";
import type { AccountsDeps } from "./session.server";
import { signIn } from "./sign-in.server";
import { newId } from "./sign-up.server";

/**
 * The first operator without a restart (docs/decisions/041): while no account
 * has the admin role, every start logs a setup link, and whoever opens it
 * creates the first operator in the browser. The link is the row's random
 * nonce signed with the server's secret: the same in every process and after
 * every restart, good until used, and answered as not found once an operator
 * exists, however that operator was made.
 */
export const SETUP_PATH = "/setup";

type Reader = Pick<Database, "select">;

export async function operatorExists(db: Reader): Promise<boolean> {
  const [row] = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin")).limit(1);
  return row !== undefined;
}

/** Lowercase hex: page paths are lowered by a redirect (server/lowercase-redirect.ts), and this one must stay as it is. */
function tokenFor(secret: string, nonce: string): string {
  return signature(secret, "operator-setup", nonce).toString("hex");
}

/**
 * The setup link to log at start, or null when an operator exists. Makes the
 * row on the first call; a link used by an operator who has since lost the
 * role (no operator left) is replaced by a fresh one, so the site can always
 * get its operator back.
 */
export async function setupLink(db: Database, config: { secret: string; publicUrl: string }): Promise<string | null> {
  if (await operatorExists(db)) return null;
  await db.insert(operatorSetup).values({ id: 1, nonce: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  await db
    .update(operatorSetup)
    .set({ nonce: randomBytes(32).toString("base64url"), createdAt: new Date(), usedAt: null, usedByUserId: null })
    .where(and(eq(operatorSetup.id, 1), isNotNull(operatorSetup.usedAt)));
  const [row] = await db.select({ nonce: operatorSetup.nonce }).from(operatorSetup).where(eq(operatorSetup.id, 1));
  return row ? `${config.publicUrl}${SETUP_PATH}/${tokenFor(config.secret, row.nonce)}` : null;
}

/** Whether `token` opens the setup form now: no operator yet, the link unused and this one. */
export async function isSetupTokenValid(db: Reader, secret: string, token: string): Promise<boolean> {
  if (token.length > 100) return false;
  const [row] = await db
    .select({ nonce: operatorSetup.nonce })
    .from(operatorSetup)
    .where(and(eq(operatorSetup.id, 1), isNull(operatorSetup.usedAt)));
  if (!row || !sameSignature(token, tokenFor(secret, row.nonce))) return false;
  return !(await operatorExists(db));
}

export type FirstOperatorResult = { ok: true; email: string } | { ok: false; reason: "gone" } | { ok: false; reason: "email-taken" };

/**
 * Creates the first operator with a verified address, if `token` still opens
 * the link. The row is locked for the transaction, so of two posts at once
 * one creates the operator and the other finds the link used. `recordGrant`
 * writes the console's audit entry in the same transaction (the console's
 * feature sits above this one: eslint.config.js FEATURE_ORDER).
 */
export async function createFirstOperator(
  db: Database,
  secret: string,
  token: string,
  form: AccountFormValue<"operatorSetup">,
  recordGrant: RecordOperatorGrant,
): Promise<FirstOperatorResult> {
  if (!(await isSetupTokenValid(db, secret, token))) return { ok: false, reason: "gone" };
  const passwordHash = await hashPassword(form.password);
  return db.transaction(async (tx): Promise<FirstOperatorResult> => {
    const [row] = await tx.select().from(operatorSetup).where(eq(operatorSetup.id, 1)).for("update");
    if (!row || row.usedAt || !sameSignature(token, tokenFor(secret, row.nonce)) || (await operatorExists(tx))) {
      return { ok: false, reason: "gone" };
    }
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, form.email)).limit(1);
    if (taken) return { ok: false, reason: "email-taken" };
    const userId = newId();
    const name = displayName({ firstName: form.firstName, lastName: form.lastName, email: form.email });
    await tx.insert(users).values({ id: userId, name, email: form.email, firstName: form.firstName, lastName: form.lastName, emailVerified: true });
    await tx.insert(accounts).values({ id: newId(), accountId: userId, providerId: "credential", userId, password: passwordHash });
    await tx.insert(userRoles).values({ userId, role: "admin" });
    await tx.update(operatorSetup).set({ usedAt: new Date(), usedByUserId: userId }).where(eq(operatorSetup.id, 1));
    await recordGrant(tx, { userId, email: form.email, name, created: true });
    return { ok: true, email: form.email };
  });
}

/** Posts to the setup form per IP: the token is unguessable, this keeps a script from hammering argon2. */
const perIp = new RateLimiter({ name: "operator-setup-ip", limit: 10, windowMs: 60 * 60_000 });

export const SETUP_MESSAGES = {
  emailTaken: "This address already has an account. Use another address for the operator account.",
} as const;

export type OperatorSetupAnswer =
  | { status: "created"; setCookies: string[] }
  | { status: "gone" }
  | { status: "refused"; httpStatus: 400 | 429; errors: FieldErrors; summary: FormSummary; values: Record<string, string>; retryAfterSeconds?: number };

/**
 * One post of the setup form: rate limit, the sign-up's rules, the operator,
 * then a session for it, so the person lands in the console signed in.
 */
export async function submitOperatorSetup(
  deps: AccountsDeps & { throttle: LoginThrottle },
  input: { token: string; fields: Readonly<Record<string, string>>; ip: string; userAgent: string; recordGrant: RecordOperatorGrant },
  limiter: RateLimiter = perIp,
): Promise<OperatorSetupAnswer> {
  if (!(await isSetupTokenValid(deps.db, deps.secret, input.token))) return { status: "gone" };
  const values = readAccountForm("operatorSetup", input.fields);
  const hit = await limiter.hit(input.ip);
  if (!hit.allowed) {
    const summary = { message: tooManyRequestsMessage(hit.retryAfterSeconds) };
    return { status: "refused", httpStatus: 429, errors: {}, summary, values: echoValues(values), retryAfterSeconds: hit.retryAfterSeconds };
  }
  const checked = validateAccountForm("operatorSetup", values);
  if (!checked.ok) return { status: "refused", httpStatus: 400, errors: checked.errors, summary: checked.summary, values: echoValues(values) };
  const created = await createFirstOperator(deps.db, deps.secret, input.token, checked.value, input.recordGrant);
  if (!created.ok && created.reason === "gone") return { status: "gone" };
  if (!created.ok) {
    const errors = { email: SETUP_MESSAGES.emailTaken };
    return { status: "refused", httpStatus: 400, errors, summary: { message: SETUP_MESSAGES.emailTaken }, values: echoValues(values) };
  }
  const signedIn = await signIn(deps, { email: checked.value.email, password: checked.value.password }, input);
  return { status: "created", setCookies: signedIn.ok ? signedIn.setCookies : [] };
}
