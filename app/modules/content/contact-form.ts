import { z } from "zod";
import { type FieldErrors, type FormResult, parseForm } from "~/lib/form-result";
import { checkPhone, PHONE_INPUT_MAX } from "~/lib/phone";
import { singleLine } from "~/lib/single-line";

/**
 * The /contact form: one schema for the browser (instant messages) and the
 * server (the check that counts).
 */
export const CONTACT_TOPICS = [
  { value: "request", label: "Help with a quote request" },
  { value: "pro", label: "Joining as a service pro" },
  { value: "billing", label: "Credits and billing" },
  { value: "deals", label: "Partner of the Month deals" },
  { value: "feedback", label: "Feedback or a complaint" },
  { value: "other", label: "Something else" },
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number]["value"];

const TOPIC_VALUES = CONTACT_TOPICS.map((topic) => topic.value) as [ContactTopic, ...ContactTopic[]];

export const CONTACT_MESSAGE_MAX = 2000;

/** The longest value each field takes: the schema checks it and the form's maxlength repeats it. */
export const CONTACT_FORM_LIMITS = { name: 100, email: 254, phone: PHONE_INPUT_MAX, message: CONTACT_MESSAGE_MAX } as const;

export const CONTACT_FORM_MESSAGES = {
  name: "Please enter your name",
  nameLong: "Please keep your name under 100 characters",
  email: "Please enter a valid email address",
  topic: "Please choose a topic",
  messageShort: "Please tell us a little more (at least 10 characters)",
  messageLong: `Please keep your message under ${CONTACT_MESSAGE_MAX.toLocaleString("en-US")} characters`,
} as const;

export const contactFormSchema = z.object({
  name: z.string().trim().min(1, CONTACT_FORM_MESSAGES.name).max(CONTACT_FORM_LIMITS.name, CONTACT_FORM_MESSAGES.nameLong).check(singleLine()),
  email: z.string().trim().max(CONTACT_FORM_LIMITS.email, CONTACT_FORM_MESSAGES.email).pipe(z.email(CONTACT_FORM_MESSAGES.email)),
  // Optional; the one phone rule of every form (app/lib/phone.ts), its ten digits kept.
  phone: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === "") return null;
      const checked = checkPhone(value);
      if (checked.ok) return checked.digits;
      ctx.addIssue({ code: "custom", message: checked.message });
      return z.NEVER;
    }),
  topic: z.enum(TOPIC_VALUES, { error: CONTACT_FORM_MESSAGES.topic }),
  message: z
    .string()
    .trim()
    .min(10, CONTACT_FORM_MESSAGES.messageShort)
    .max(CONTACT_FORM_LIMITS.message, CONTACT_FORM_MESSAGES.messageLong),
});

export type ContactForm = z.output<typeof contactFormSchema>;
export type ContactFormField = keyof ContactForm;
/** What the visitor typed, kept to refill the form after an error. */
export type ContactFormValues = Record<ContactFormField, string>;
export type ContactFormErrors = FieldErrors<ContactFormField>;

export const CONTACT_FORM_FIELDS: readonly ContactFormField[] = ["name", "email", "phone", "topic", "message"];

/** `fields`: the posted form as plain values (name to text). */
export function contactFormValues(fields: Readonly<Record<string, string>>): ContactFormValues {
  // Cap what is echoed back so a huge post cannot bloat the error page.
  const text = (name: ContactFormField) => (fields[name] ?? "").slice(0, CONTACT_MESSAGE_MAX * 2);
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    topic: text("topic"),
    message: text("message"),
  };
}

export function validateContactForm(values: ContactFormValues): FormResult<ContactForm, ContactFormField, ContactFormValues> {
  return parseForm(contactFormSchema, values);
}

export function contactTopicLabel(topic: string): string {
  return CONTACT_TOPICS.find((item) => item.value === topic)?.label ?? topic;
}
