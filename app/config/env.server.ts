import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * The environment, parsed once at boot. Every variable is documented in the
 * README and `.env.example`. A bad or missing variable stops the process with
 * a message naming it, instead of failing later on a request.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Uploaded files (pros' logos); unset means DATA_DIR/uploads. */
  UPLOADS_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  PUBLIC_URL: z.url("must be an absolute URL such as https://buckeyepros.com").optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Buckeye Pros <hello@buckeyepros.local>"),
  OPERATOR_EMAIL: z.email("must be an e-mail address").default("support@buckeyepros.local"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Memory for rendered public pages (docs/decisions/016), every encoding counted. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /** Google Maps web services key for the console's Google rating check (server only, never sent to a browser). */
  PLACES_API_KEY: z.string().min(1).optional(),
  /** Where those services live; tests point it at a local fake (docs/decisions/023). */
  PLACES_API_BASE_URL: z.url("must be an absolute URL such as https://maps.googleapis.com/maps/api").default("https://maps.googleapis.com/maps/api"),
  /**
   * Demo businesses (invented pros for exploring the site): shown, labelled "Demo", and never sent a real request.
   * Unset means on for the embedded database and off when DATABASE_URL is set (docs/deploy.md).
   */
  DEMO_DATA: z.enum(["on", "off"]).optional(),
  /**
   * Which card processor sells credits: "stripe" (needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) or "test" (the
   * built-in test checkout, no card). Unset means stripe when STRIPE_SECRET_KEY is set, test on the embedded database,
   * and none otherwise: a server with no processor refuses purchases instead of giving credits away.
   */
  PAYMENTS: z.enum(["stripe", "test"]).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Where Stripe's API lives; tests point it at a local fake. */
  STRIPE_API_URL: z.url("must be an absolute URL such as https://api.stripe.com").default("https://api.stripe.com"),
  /** Web push (VAPID). Unset keys are generated at first start and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z.string().min(1).optional(),
  /** Text messages through Twilio; all three set turns the channel on. */
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  /** Where Twilio's API lives; tests point it at a local fake. */
  TWILIO_API_URL: z.url("must be an absolute URL such as https://api.twilio.com").default("https://api.twilio.com"),
  /** Bearer token for /metrics (Prometheus); unset means /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** /dev/mail lists the local outbox (no SMTP_URL) to this machine: development only, refused in production. */
  DEV_MAILBOX: z.enum(["on", "off"]).default("off"),
  /** Only the browser tests' servers set it: /dev/mail's outbox in production and /dev/push-subscription (decision 045). */
  E2E_TEST_HOOKS: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});

export type Env = Omit<z.infer<typeof envSchema>, "AUTH_SECRET" | "PUBLIC_URL" | "DEMO_DATA" | "PAYMENTS"> & {
  AUTH_SECRET: string;
  PUBLIC_URL: string;
  DEMO_DATA: "on" | "off";
  /** "none": no processor configured; purchases are refused with a message. */
  PAYMENTS: "stripe" | "test" | "none";
};

/** Texts through Twilio need all three (decision 046); VAPID keys are a pair (README "Configuration"). */
const TOGETHER = [
  ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"],
  ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"],
] as const;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Empty strings count as unset, as in most .env tooling. */
function withoutEmpty(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(withoutEmpty(source));
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`),
    );
  }
  const env = result.data;
  const problems: string[] = [];
  // A production deployment runs on PostgreSQL and must be given its secret.
  // The embedded database (npm start) keeps a generated one in DATA_DIR, beside
  // the data it protects: whoever can read one can read the other.
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.AUTH_SECRET) {
    problems.push("AUTH_SECRET: required in production on PostgreSQL (at least 32 random characters)");
  }
  // Canonical URLs, sitemaps, structured data and e-mail links all name it:
  // a deployment must not fall back to localhost.
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.PUBLIC_URL) {
    problems.push("PUBLIC_URL: required in production on PostgreSQL (the site's public address, e.g. https://buckeyepros.com)");
  }
  // The mailbox shows every e-mail's links (sign-in, password reset): never on a real site.
  if (env.NODE_ENV === "production" && env.DEV_MAILBOX === "on") {
    problems.push("DEV_MAILBOX: never in production (it lists every e-mail's links); leave it unset or off");
  }
  // A secret key alone also means Stripe, and a Stripe without its webhook secret would take money it cannot credit.
  if ((env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? "stripe" : undefined)) === "stripe" && (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)) {
    problems.push("PAYMENTS: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  }
  // Settings that work only together: one of them alone (or one misspelt) would leave texts off, or pushes signed
  // with a generated pair, without a word at boot.
  for (const group of TOGETHER) {
    const missing = group.filter((name) => !env[name]);
    if (missing.length > 0 && missing.length < group.length) {
      problems.push(`${missing.join(", ")}: ${group.join(", ")} work only together; set ${missing.length === 1 ? "it" : "them"} too, or unset the others`);
    }
  }
  if (problems.length > 0) throw new EnvError(problems);

  return {
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? addressFromListener(env.HOST, env.PORT)).replace(/\/$/, ""),
    AUTH_SECRET: env.AUTH_SECRET ?? localAuthSecret(env.DATA_DIR),
    DEMO_DATA: env.DEMO_DATA ?? (env.DATABASE_URL ? "off" : "on"),
    PAYMENTS: env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? "stripe" : env.DATABASE_URL ? "none" : "test"),
  };
}

/**
 * Without PUBLIC_URL, links in e-mails name the address the server was told to listen on (HOST and PORT), never
 * a request's Host header, which the client writes. A wildcard address (every interface) names no one host, so
 * it becomes localhost.
 */
function addressFromListener(host: string, port: number): string {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "[::]";
  const name = wildcard ? "localhost" : host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** What the boot log warns about: settings that work here but would surprise someone (server/app.ts logs them). */
export function envWarnings(source: Record<string, string | undefined>, env: Pick<Env, "PUBLIC_URL">): string[] {
  if (withoutEmpty(source).PUBLIC_URL) return [];
  return [
    `PUBLIC_URL is not set: links in e-mails will use ${env.PUBLIC_URL}. Set PUBLIC_URL to the address people open the site at, or a link may sign them in on another origin.`,
  ];
}

/**
 * On a single machine (embedded database or development) a missing AUTH_SECRET is generated once and kept in
 * DATA_DIR, so sessions survive restarts on a developer's machine.
 */
function localAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) {
    const saved = readFileSync(file, "utf8").trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
