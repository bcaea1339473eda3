import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { accounts, providers, sessions, users, verifications } from "~/db/schema";
import { offerWaitingRequests } from "~/modules/matching/index.server";
import { queueEmail } from "~/modules/notifications/index.server";
import { resetPasswordEmail, welcomeEmail } from "./account-emails";
import { hashPassword, verifyPassword } from "./password-hash.server";

export type AuthConfig = { secret: string; publicUrl: string; production: boolean };

/**
 * The session cookie's name. The page cache in front of the app serves only
 * requests without it; in production better-auth adds the `__Secure-` prefix.
 */
export const SESSION_COOKIE = "bp_session";

/**
 * A session lives 14 days from its last extension, and is extended on use once a day (better-auth's `expiresIn` and
 * `updateAge`); the session read (session.server.ts) leaves a session due for either to better-auth.
 */
export const SESSION_SECONDS = 60 * 60 * 24 * 14;
export const SESSION_EXTENDED_AFTER_SECONDS = 60 * 60 * 24;

/** A reset link is good for one hour. */
const RESET_TOKEN_SECONDS = 60 * 60;

/**
 * better-auth on our Drizzle database (docs/decisions/015). Only its server API
 * is used, from our route actions: no better-auth HTTP endpoint is mounted, so
 * every post goes through our forms, our CSRF check and our rate limits.
 */
export function createAuth(db: Database, config: AuthConfig) {
  return betterAuth({
    appName: "Buckeye Pros",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.secret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      // Keyed by the model names below (our table names).
      schema: { users, sessions, accounts, verifications },
      transaction: true,
    }),
    user: {
      modelName: "users",
      additionalFields: {
        firstName: { type: "string", required: false, input: false },
        lastName: { type: "string", required: false, input: false },
        zipCode: { type: "string", required: false, input: false },
        phone: { type: "string", required: false, input: false },
      },
    },
    session: {
      modelName: "sessions",
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_EXTENDED_AFTER_SECONDS,
    },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    emailAndPassword: {
      enabled: true,
      // Sign-up is our own transaction (sign-up.server.ts), never better-auth's endpoint.
      disableSignUp: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        await queueEmail(db, resetPasswordEmail(config.publicUrl, { to: user.email, token }));
      },
    },
    emailVerification: {
      autoSignInAfterVerification: true,
      async afterEmailVerification(user) {
        await queueEmail(db, welcomeEmail(config.publicUrl, { to: user.email, name: user.name }));
        // Matching needs a confirmed address (matching/matching.ts): a pro approved, with credits and an area, that
        // confirms it last can take the requests that wait for a pro from now on, not at the sweep's next turn.
        const [pro] = await db.select({ id: providers.id }).from(providers).where(eq(providers.userId, user.id));
        if (pro) await offerWaitingRequests(db, pro.id);
      },
    },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "bp",
      useSecureCookies: config.production,
      cookies: { session_token: { name: SESSION_COOKIE } },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.production },
      ipAddress: { ipAddressHeaders: ["x-client-ip"] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
