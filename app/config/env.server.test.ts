import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EnvError, envWarnings, parseEnv } from "./env.server";

// Each test's data folder (parseEnv writes the generated auth secret into it), removed after the file.
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "env-test-"));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe("parseEnv", () => {
  it("applies defaults when nothing is set", () => {
    const dir = tempDir();
    const env = parseEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
  });

  it("names the configured listening address in links when PUBLIC_URL is unset, never localhost for a named host", () => {
    expect(parseEnv({ DATA_DIR: tempDir(), HOST: "127.0.0.1", PORT: "3000" }).PUBLIC_URL).toBe("http://127.0.0.1:3000");
    expect(parseEnv({ DATA_DIR: tempDir(), HOST: "::1", PORT: "3001" }).PUBLIC_URL).toBe("http://[::1]:3001");
    expect(parseEnv({ DATA_DIR: tempDir(), HOST: "0.0.0.0", PORT: "3002" }).PUBLIC_URL).toBe("http://localhost:3002");
    expect(parseEnv({ DATA_DIR: tempDir(), HOST: "127.0.0.1", PUBLIC_URL: "https://a.test/" }).PUBLIC_URL).toBe("https://a.test");
  });

  it("warns at boot when PUBLIC_URL is unset, naming the address links will use", () => {
    const unset = { DATA_DIR: tempDir(), HOST: "127.0.0.1", PORT: "3000" };
    const warnings = envWarnings(unset, parseEnv(unset));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/PUBLIC_URL is not set: links in e-mails will use http:\/\/127\.0\.0\.1:3000/);
    const set = { ...unset, PUBLIC_URL: "https://a.test" };
    expect(envWarnings(set, parseEnv(set))).toEqual([]);
  });

  it("generates AUTH_SECRET once and keeps it in DATA_DIR outside production", () => {
    const dir = tempDir();
    const first = parseEnv({ DATA_DIR: dir }).AUTH_SECRET;
    const second = parseEnv({ DATA_DIR: dir }).AUTH_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(first);
  });

  it("requires AUTH_SECRET in production on PostgreSQL", () => {
    const production = { NODE_ENV: "production", DATA_DIR: tempDir(), DATABASE_URL: "postgres://db/app" };
    expect(() => parseEnv({ ...production, PUBLIC_URL: "https://a.test" })).toThrow(/AUTH_SECRET/);
    expect(parseEnv({ ...production, PUBLIC_URL: "https://a.test", AUTH_SECRET: "x".repeat(32) }).AUTH_SECRET).toBe(
      "x".repeat(32),
    );
  });

  it("turns demo data on for the embedded database and off on PostgreSQL, unless set", () => {
    const pg = { DATA_DIR: tempDir(), DATABASE_URL: "postgres://db/app" };
    expect(parseEnv({ DATA_DIR: tempDir() }).DEMO_DATA).toBe("on");
    expect(parseEnv(pg).DEMO_DATA).toBe("off");
    expect(parseEnv({ ...pg, DEMO_DATA: "on" }).DEMO_DATA).toBe("on");
    expect(parseEnv({ DATA_DIR: tempDir(), DEMO_DATA: "off" }).DEMO_DATA).toBe("off");
  });

  it("sells credits through the test checkout only on the embedded database or when asked by name", () => {
    const pg = { DATA_DIR: tempDir(), DATABASE_URL: "postgres://db/app" };
    expect(parseEnv({ DATA_DIR: tempDir() }).PAYMENTS).toBe("test");
    expect(parseEnv(pg).PAYMENTS).toBe("none");
    expect(parseEnv({ ...pg, PAYMENTS: "test" }).PAYMENTS).toBe("test");
    const stripe = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" };
    expect(parseEnv({ ...pg, ...stripe }).PAYMENTS).toBe("stripe");
    expect(() => parseEnv({ ...pg, PAYMENTS: "stripe" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ ...pg, STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it("requires PUBLIC_URL in production on PostgreSQL, so no page names localhost", () => {
    const production = { NODE_ENV: "production", DATA_DIR: tempDir(), DATABASE_URL: "postgres://db/app", AUTH_SECRET: "x".repeat(32) };
    expect(() => parseEnv(production)).toThrow(/PUBLIC_URL: required/);
    expect(parseEnv({ ...production, PUBLIC_URL: "https://buckeyepros.com/" }).PUBLIC_URL).toBe("https://buckeyepros.com");
  });

  it("opens the development mailbox only when asked by name, and never in production", () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).DEV_MAILBOX).toBe("off");
    expect(parseEnv({ DATA_DIR: tempDir(), NODE_ENV: "development", DEV_MAILBOX: "on" }).DEV_MAILBOX).toBe("on");
    expect(() => parseEnv({ DATA_DIR: tempDir(), NODE_ENV: "production", DEV_MAILBOX: "on" })).toThrow(/DEV_MAILBOX: never in production/);
    expect(() => parseEnv({ DATA_DIR: tempDir(), DEV_MAILBOX: "yes" })).toThrow(/DEV_MAILBOX/);
  });

  it("takes the operators' mailbox from OPERATOR_EMAIL and checks it", () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).OPERATOR_EMAIL).toBe("support@buckeyepros.local");
    expect(parseEnv({ DATA_DIR: tempDir(), OPERATOR_EMAIL: "ops@buckeyepros.com" }).OPERATOR_EMAIL).toBe("ops@buckeyepros.com");
    expect(() => parseEnv({ DATA_DIR: tempDir(), OPERATOR_EMAIL: "nope" })).toThrow(/OPERATOR_EMAIL/);
  });

  it("keeps a generated AUTH_SECRET for the embedded database in production mode", () => {
    expect(parseEnv({ NODE_ENV: "production", DATA_DIR: tempDir() }).AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it("names every bad variable in one message", () => {
    try {
      parseEnv({ PORT: "not-a-port", DATABASE_URL: "mysql://x", PUBLIC_URL: "nope" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("PUBLIC_URL");
    }
  });

  it("refuses Twilio's settings or the VAPID keys given in part, naming what is missing", () => {
    const twilio = { TWILIO_ACCOUNT_SID: "AC0123", TWILIO_AUTH_TOKEN: "token" };
    expect(() => parseEnv({ DATA_DIR: tempDir(), ...twilio })).toThrow(
      "TWILIO_FROM: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM work only together; set it too, or unset the others",
    );
    expect(() => parseEnv({ DATA_DIR: tempDir(), TWILIO_FROM: "+16145550000" })).toThrow(/^Invalid environment:\n {2}- TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN:/);
    expect(() => parseEnv({ DATA_DIR: tempDir(), VAPID_PUBLIC_KEY: "public" })).toThrow(/VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY work only together/);
    expect(parseEnv({ DATA_DIR: tempDir(), ...twilio, TWILIO_FROM: "+16145550000", VAPID_PUBLIC_KEY: "public", VAPID_PRIVATE_KEY: "private" }).TWILIO_FROM).toBe("+16145550000");
    expect(parseEnv({ DATA_DIR: tempDir() }).TWILIO_ACCOUNT_SID).toBeUndefined();
  });

  it("treats empty strings as unset and trims a trailing slash from PUBLIC_URL", () => {
    const env = parseEnv({ DATABASE_URL: "", DATA_DIR: tempDir(), PUBLIC_URL: "https://example.com/" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("https://example.com");
  });
});
