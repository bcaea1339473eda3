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
 * Stores the message and queues the e-mail to the operators in one
 * transaction: either both exist or neither does.
 */
export async function storeContactMessage(
  db: Database,
  message: ContactForm,
  sender: ContactSender,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
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
    return { id: row!.id };
  });
}

export type ContactSubmissionResult = Result<
  { name: string },
  | { reason: "invalid"; errors: ContactFormErrors; values: ContactFormValues }
  | { reason: "rate-limited"; message: string; retryAfterSeconds: number; values: ContactFormValues }
>;

/**
 * The whole /contact post: honeypot (answered as a success, nothing stored),
 * validation, the per-IP limit (only on messages that would be stored, so
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
