// The built server as a child process, for the fault scenarios: start it with
// an environment, wait until it is ready, stop it (SIGTERM) or kill it (SIGKILL).
import { type ChildProcess, spawn } from "node:child_process";

export type AppProcess = {
  base: string;
  child: ChildProcess;
  /** Whether the process is still running. */
  alive(): boolean;
  kill(signal: NodeJS.Signals): Promise<number | null>;
  /** The process's output so far (for a failure's explanation). */
  output(): string;
};

export const AUTH_SECRET = "faults-secret-faults-secret-faults-secret";

/** `nodeArgs`: options for Node itself (a benchmark's `--cpu-prof`, which NODE_OPTIONS does not take). */
export async function startApp(port: number, env: Record<string, string>, readyTimeoutMs = 60_000, nodeArgs: string[] = []): Promise<AppProcess> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, "server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      AUTH_SECRET,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.on("exit", (code, signal) => {
      exited = true;
      resolve(signal ? null : code);
    }),
  );
  const app: AppProcess = {
    base,
    child,
    alive: () => !exited,
    async kill(signal) {
      if (!exited) child.kill(signal);
      return exit;
    },
    output: () => log,
  };
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited before it was ready:\n${log}`);
    try {
      const response = await fetch(`${base}/readyz`);
      if (response.status === 200) return app;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await app.kill("SIGKILL");
  throw new Error(`the server was not ready within ${readyTimeoutMs / 1000} s:\n${log}`);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export type LeadAnswer = { status: number; location: string | null; retryAfter: string | null; body: string; email: string };

const SERVICES = ["hvac", "plumbing", "electrical", "landscaping", "cleaning", "renovation"];
const ZIPS = ["43215", "44114", "45202", "43604", "44308", "45402", "43081", "44107"];

/** One lead posted the way the questionnaire's last step posts it (no script), from client address `ip`. */
export async function postLead(base: string, i: number, ip: string, tag: string): Promise<LeadAnswer> {
  const email = `${tag}${i}@example.com`;
  // The page's form posts to its own URL, which carries the questionnaire's answers; the body repeats them.
  const answers = new URLSearchParams({
    service: SERVICES[i % SERVICES.length]!,
    zip: ZIPS[i % ZIPS.length]!,
    budget: "1000to3000",
    urgency: "soon",
    details: "A fault-test request with a realistic amount of text about the job.",
  });
  const body = new URLSearchParams({
    firstName: "Fault",
    lastName: `Client${i}`,
    email,
    // Outside 555-0100 to 555-0199: a number in that fiction range is refunded the moment a pro buys it (app/lib/phone.ts).
    phone: `614555${String(1000 + (i % 9_000)).padStart(4, "0")}`,
    smsConsent: "on",
    ...Object.fromEntries(answers),
    idempotencyKey: crypto.randomUUID(),
  });
  const response = await fetch(`${base}/contact-info?${answers.toString()}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip, origin: base },
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    location: response.headers.get("location"),
    retryAfter: response.headers.get("retry-after"),
    body: await response.text(),
    email,
  };
}

/** A distinct client address per request, so the per-IP limit never interferes with a load test. */
export function clientIp(i: number): string {
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
}
