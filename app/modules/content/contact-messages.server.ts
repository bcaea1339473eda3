import { and, eq, gte, sql } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import type { Result } from "~/lib/result";
import type { Database } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { queueEmail } from "~/modules/notifications/index.server";
import { isHoneypotFilled, RateLimiter, tooManyRequestsMessage } from "~/modules/security";
import {
  contactFormValues,
  contactTopicLabel,
  validateContactForm,
  type ContactForm,
  type ContactFormErrors,
  type ContactFormValues,
} from "./contact-form";

/** The operators' mailbox that receives every contact message (OPERATOR_EMAIL). */
export function operatorMailbox(): string {
  return getEnv().OPERATOR_EMAIL;
}
export const CONTACT_MESSAGE_TEMPLATE = "contact-message";

/** Five stored messages per IP in ten minutes is plenty for a person, little for a script. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };
export const contactRateLimiter = new RateLimiter({ name: "contact", ...CONTACT_RATE_LIMIT });

export type ContactSender = { ip: string; userAgent: string };

/** One line, so a name can never add lines to the subject. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * How long the same message from the same address counts as sent once: the page has no script, so a double click,
 * a reload of the "sent" page (the browser posts again) or Back and Send again reached the operators twice.
 */
export const CONTACT_REPEAT_WINDOW_MS = 10 * 60 * 1000;

type Reader = Pick<Database, "select">;

/** The message this sender already sent with these words within the window, if any. */
async function earlierSame(db: Reader, message: ContactForm, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.email, message.email),
        eq(contactMessages.topic, message.topic),
        eq(contactMessages.message, message.message),
        gte(contactMessages.createdAt, new Date(now.getTime() - CONTACT_REPEAT_WINDOW_MS)),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * Stores the message and queues the e-mail to the operators in one
 * transaction: either both exist or neither does. The same message sent again
 * within CONTACT_REPEAT_WINDOW_MS is the one already stored (`repeated`); two
 * posts at once wait for each other on the sender's address, so one of them stores it.
 */
export async function storeContactMessage(
  db: Database,
  message: ContactForm,
  sender: ContactSender,
  now: Date = new Date(),
): Promise<{ id: string; repeated: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${message.email}`}))`);
    const earlier = await earlierSame(tx, message, now);
    if (earlier) return { id: earlier, repeated: true };
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: message.name,
        email: message.email,
        phone: message.phone,
        topic: message.topic,
        message: message.message,
        ip: sender.ip,
        userAgent: sender.userAgent.slice(0, 500),
        createdAt: now,
      })
      .returning({ id: contactMessages.id });
    const topic = contactTopicLabel(message.topic);
    await queueEmail(tx, {
      template: CONTACT_MESSAGE_TEMPLATE,
      to: operatorMailbox(),
      subject: oneLine(`Contact form: ${topic} from ${message.name}`).slice(0, 200),
      body: [
        `New message from the contact form (${row!.id}).`,
        "",
        `Name: ${message.name}`,
        `E-mail: ${message.email}`,
        `Phone: ${message.phone ?? "not given"}`,
        `Topic: ${topic}`,
        "",
        message.message,
        "",
        "Reply to the sender's e-mail address above.",
      ].join("\n"),
    });
    return { id: row!.id, repeated: false };
  });
}

export type ContactSubmissionResult = Result<
  { name: string },
  | { reason: "invalid"; errors: ContactFormErrors; values: ContactFormValues }
  | { reason: "rate-limited"; message: string; retryAfterSeconds: number; values: ContactFormValues }
>;

/**
 * The whole /contact post: honeypot (answered as a success, nothing stored),
 * validation, a repeat of a message just sent (answered as sent again), the per-IP limit (only on messages that would be stored, so
 * typos never lock a person out), then storing.
 */
export async function handleContactSubmission(input: {
  db: Database;
  /** The posted form as plain values (name to text). */
  fields: Readonly<Record<string, string>>;
  sender: ContactSender;
  limiter?: RateLimiter;
}): Promise<ContactSubmissionResult> {
  const values = contactFormValues(input.fields);
  if (isHoneypotFilled(input.fields)) return { ok: true, value: { name: oneLine(values.name) } };

  const result = validateContactForm(values);
  if (!result.ok) return { ok: false, reason: "invalid", errors: result.errors, values };
  // Sent already (a double click, a reload of the answer): the same thanks, nothing stored or counted again.
  if (await earlierSame(input.db, result.value, new Date())) return { ok: true, value: { name: result.value.name } };

  const limit = await (input.limiter ?? contactRateLimiter).hit(input.sender.ip);
  if (!limit.allowed) {
    return {
      ok: false,
      reason: "rate-limited",
      message: tooManyRequestsMessage(limit.retryAfterSeconds),
      retryAfterSeconds: limit.retryAfterSeconds,
      values,
    };
  }

  await storeContactMessage(input.db, result.value, input.sender);
  return { ok: true, value: { name: result.value.name } };
}
