import { CircleCheck, HardHat, Phone, Search } from "~/components/ui/icons";
import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { HoneypotField } from "~/components/honeypot-field";
import { Button, buttonClassName } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { getDb } from "~/db/db.server";
import { readFormFields } from "~/lib/read-form";
import {
  CONTACT_FORM_FIELDS,
  CONTACT_FORM_LIMITS,
  CONTACT_TOPICS,
  type ContactFormErrors,
  type ContactFormField,
  type ContactFormValues,
} from "~/modules/content";
import { handleContactSubmission } from "~/modules/content/index.server";
import { originFromMatches, pageMeta } from "~/modules/seo";
import { requestInfoContext } from "~/request-context";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/contact";
import { retryAfterHeaders } from "~/lib/retry-after";

/**
 * A plain form post, checked on the server, which answers with the messages
 * and everything the visitor typed: the page needs no script (docs/decisions/011).
 */
export const handle: PageHandle = { hydrate: false, cache: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Contact Us | ${BRAND.name}`,
    description: `Questions about a quote request, joining as a pro, credits or partner deals? Send the ${BRAND.name} team a message or call ${BRAND.phoneDisplay}.`,
    path: "/contact",
    origin: originFromMatches(matches),
  });
}

/** A 429's Retry-After reaches the page response too, not only data requests. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readFormFields(request);
  const { ip, userAgent } = context.get(requestInfoContext);
  const result = await handleContactSubmission({ db: await getDb(), fields, sender: { ip, userAgent } });
  if (result.ok) return result;
  if (result.reason === "invalid") return data(result, { status: 400 });
  return data(result, { status: 429, headers: retryAfterHeaders(result.retryAfterSeconds) });
}

const EMPTY: ContactFormValues = { name: "", email: "", phone: "", topic: "", message: "" };

export default function ContactPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <section aria-labelledby="page-heading" className="bg-primary-soft/40">
        <div className="mx-auto max-w-page px-4 py-12 md:py-16">
          <h1 id="page-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
            Contact Us
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            A question about a request, your pro account or a partner deal? Send us a message and a real person on
            our Ohio team will get back to you, usually within one business day.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-page gap-10 px-4 py-12 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="form-heading" className="rounded-card border border-line p-5 md:p-8">
          <h2 id="form-heading" className="text-xl font-bold">
            Send us a message
          </h2>
          {actionData?.ok ? <ContactSuccess name={actionData.value.name} /> : <ContactForm actionData={actionData} />}
        </section>
        <aside aria-labelledby="other-ways-heading" className="flex flex-col gap-6">
          <h2 id="other-ways-heading" className="text-xl font-bold">
            Other ways to reach us
          </h2>
          <div className="flex gap-3">
            <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
            <div>
              <h3 className="font-semibold">Call us</h3>
              <a href={BRAND.phoneHref} className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
                {BRAND.phoneDisplay}
              </a>
              <p className="text-sm text-muted">Monday to Friday, 8 am to 6 pm Eastern</p>
            </div>
          </div>
          <div className="flex gap-3">
            <Search aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
            <div>
              <h3 className="font-semibold">Need a pro?</h3>
              <p className="text-sm text-muted">The fastest way to get quotes is to start a request.</p>
              <Link to="/service-request" className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
                Get Free Quotes
              </Link>
            </div>
          </div>
          <div className="flex gap-3">
            <HardHat aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
            <div>
              <h3 className="font-semibold">Are you a pro?</h3>
              <p className="text-sm text-muted">Read how leads and credits work before you sign up.</p>
              <Link to="/how-it-works" className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
                How It Works
              </Link>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}

function ContactSuccess({ name }: { name: string }) {
  return (
    // autoFocus: the page reloaded after the post, so the focus moves to the answer.
    <div tabIndex={-1} autoFocus role="status" className="mt-6 rounded-card bg-success-soft p-6 outline-none">
      <p className="flex items-center gap-2 text-lg font-semibold text-success">
        <CircleCheck aria-hidden="true" className="size-6" />
        Thanks{name ? `, ${name}` : ""}! Your message has been sent.
      </p>
      <p className="mt-2 text-ink">
        We read every message and usually reply within one business day, to the e-mail address you gave us.
      </p>
      <Link to="/contact" className={buttonClassName("outline", "md", "mt-4")}>
        Send another message
      </Link>
    </div>
  );
}

type ActionData = Route.ComponentProps["actionData"];

function ContactForm({ actionData }: { actionData: ActionData }) {
  const errors: ContactFormErrors = actionData && !actionData.ok && actionData.reason === "invalid" ? actionData.errors : {};
  const values = actionData && !actionData.ok ? actionData.values : EMPTY;
  const limited = actionData && !actionData.ok && actionData.reason === "rate-limited" ? actionData.message : null;
  // After a rejected post the first field to fix has the focus.
  const firstInvalid = CONTACT_FORM_FIELDS.find((field) => errors[field]);

  const fieldProps = (field: ContactFormField) => ({
    name: field,
    defaultValue: values[field],
    autoFocus: field === firstInvalid,
  });

  return (
    <form method="post" noValidate className="relative mt-6 flex flex-col gap-5">
      {limited ? (
        <p role="alert" className="rounded-card bg-danger-soft p-4 text-danger">
          {limited}
        </p>
      ) : null}
      {firstInvalid ? (
        <p role="alert" className="rounded-card bg-danger-soft p-4 text-danger">
          Please correct the fields marked below.
        </p>
      ) : null}
      <div className="grid gap-5 md:grid-cols-2">
        <Field id="contact-name" label="Your name" error={errors.name}>
          {(control) => (
            <Input {...control} {...fieldProps("name")} autoComplete="name" maxLength={CONTACT_FORM_LIMITS.name} />
          )}
        </Field>
        <Field id="contact-email" label="E-mail" error={errors.email}>
          {(control) => (
            <Input {...control} {...fieldProps("email")} type="email" autoComplete="email" maxLength={CONTACT_FORM_LIMITS.email} />
          )}
        </Field>
        <Field id="contact-phone" label="Phone (optional)" error={errors.phone}>
          {(control) => (
            <Input {...control} {...fieldProps("phone")} type="tel" autoComplete="tel" inputMode="tel" maxLength={CONTACT_FORM_LIMITS.phone} />
          )}
        </Field>
        <Field id="contact-topic" label="Topic" error={errors.topic}>
          {(control) => (
            <Select {...control} {...fieldProps("topic")}>
              <option value="">Choose a topic</option>
              {CONTACT_TOPICS.map((topic) => (
                <option key={topic.value} value={topic.value}>
                  {topic.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field id="contact-message" label="Message" error={errors.message}>
        {(control) => (
          <Textarea {...control} {...fieldProps("message")} rows={6} maxLength={CONTACT_FORM_LIMITS.message} />
        )}
      </Field>
      <HoneypotField />
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Send Message
        </Button>
      </div>
    </form>
  );
}

