// Scenario: the SMTP server (the outbox tests' own, started and stopped here) is down; lead confirmations wait in the outbox and
// go out once it is back (each once).
import { clientIp, postLead, sleep, startApp } from "./app-process";
import { check, type Check, isLeadSuccess } from "./checks";
import type { PostgresInstance } from "./postgres-instance";
import { startTestSmtpServer } from "../../tests/support/test-smtp-server";

const LEADS = 5;
/** The worker retries a failed send after a minute (outbox.server.ts); this bounds the wait. */
const DELIVERY_TIMEOUT_MS = 150_000;

export async function smtpDown(postgres: PostgresInstance, port: number): Promise<Check[]> {
  const url = await postgres.createDatabase("fault_smtp");
  const sink = await startTestSmtpServer();
  const recipients = () => sink.received.flatMap((mail) => mail.to.map((to) => to.toLowerCase()));
  const app = await startApp(port, { DATABASE_URL: url, SMTP_URL: sink.url });
  try {
    const before = await submit(app.base, 0, "smtpup");
    const arrivedWhileUp = await waitFor(() => before.every((email) => recipients().includes(email)), 30_000);

    await sink.stop();
    const during = await submit(app.base, 100, "smtpdown");
    // Long enough for the worker (every 5 s) to try and fail.
    await sleep(8_000);
    const waiting = await postgres.query<{ status: string; attempts: number }>(
      "fault_smtp",
      "select status, attempts from notifications where template = 'lead-confirmation' and recipient = any($1)",
      [during],
    );
    const tried = waiting.filter((row) => row.attempts > 0).length;
    const arrivedWhileDown = during.filter((email) => recipients().includes(email)).length;

    await sink.start();
    const startedAgain = Date.now();
    const arrivedAfter = await waitFor(() => during.every((email) => recipients().includes(email)), DELIVERY_TIMEOUT_MS);
    const seconds = Math.round((Date.now() - startedAgain) / 1000);
    const duplicates = [...before, ...during].filter((email) => recipients().filter((to) => to === email).length > 1);
    return [
      check("confirmations go out while SMTP is up", arrivedWhileUp && before.length === LEADS, `${before.length} leads`),
      check(
        "while SMTP is down the mail waits in the outbox (pending, tried, nothing lost)",
        during.length === LEADS && arrivedWhileDown === 0 && waiting.length === LEADS && waiting.every((row) => row.status === "pending"),
        `${waiting.length} waiting (${tried} tried at least once), ${arrivedWhileDown} arrived`,
      ),
      check("once SMTP is back every waiting confirmation goes out", arrivedAfter, `after ${seconds} s`),
      check("each confirmation goes out once", duplicates.length === 0, duplicates.join(", ")),
    ];
  } finally {
    await app.kill("SIGTERM");
    await sink.close();
  }
}

async function submit(base: string, offset: number, tag: string): Promise<string[]> {
  const emails: string[] = [];
  for (let i = offset; i < offset + LEADS; i += 1) {
    const answer = await postLead(base, i, clientIp(50_000 + i), tag);
    if (isLeadSuccess(answer.status, answer.location)) emails.push(answer.email);
  }
  return emails;
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await sleep(250);
  }
  return condition();
}
