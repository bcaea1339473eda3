import { Fragment } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/** A form's answer: its message, the fields' messages, and what was typed (never a password). */
export type AccountFeedback = { ok: boolean; message: string; errors: Record<string, string>; values: Record<string, string> | null };

type FieldProps = {
  form: string;
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  maxLength: number;
  defaultValue?: string;
  feedback: AccountFeedback | null;
};

function AccountField({ form, name, label, type = "text", autoComplete, maxLength, defaultValue, feedback }: FieldProps) {
  return (
    <Field id={`${form}-${name}`} label={label} error={feedback?.errors[name]}>
      {(control) => (
        <Input
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          required
          defaultValue={feedback?.values?.[name] ?? defaultValue}
        />
      )}
    </Field>
  );
}

function Feedback({ feedback }: { feedback: AccountFeedback | null }) {
  if (!feedback) return null;
  return (
    <p role={feedback.ok ? "status" : "alert"} className={feedback.ok ? "mt-3 text-success" : "mt-3 text-danger"}>
      {feedback.message}
    </p>
  );
}

/**
 * The settings page's "Account" section: the name, and the e-mail address,
 * which changes only once the link sent to the new address is opened.
 */
export function AccountSettingsForms({
  firstName,
  lastName,
  email,
  pendingEmail,
  nameFeedback,
  emailFeedback,
  demo,
  busy,
}: {
  firstName: string;
  lastName: string;
  email: string;
  pendingEmail: string | null;
  nameFeedback: AccountFeedback | null;
  emailFeedback: AccountFeedback | null;
  demo: boolean;
  busy: "name" | "email" | null;
}) {
  const demoNote = demo ? <p className="text-sm text-muted">Not available in demo mode: changes are not saved.</p> : null;
  return (
    <section aria-labelledby="account-heading" className="rounded-card border border-line p-4">
      <h2 id="account-heading" className="text-lg font-semibold">
        Account
      </h2>
      <h3 className="mt-4 font-semibold">Your name</h3>
      <Feedback feedback={nameFeedback} />
      <Form method="post" className="mt-3 flex max-w-md flex-col gap-4">
        <input type="hidden" name="intent" value="name" />
        {/* The fields are keyed, not the form: the button keeps the focus of a save pressed from the keyboard (docs/decisions/077). */}
        <Fragment key={`name-${firstName}-${lastName}-${nameFeedback?.values ? "typed" : "saved"}`}>
          <AccountField form="name" name="firstName" label="First name" autoComplete="given-name" maxLength={80} defaultValue={firstName} feedback={nameFeedback} />
          <AccountField form="name" name="lastName" label="Last name" autoComplete="family-name" maxLength={80} defaultValue={lastName} feedback={nameFeedback} />
        </Fragment>
        <Button type="submit" className="self-start" busy={busy === "name"} busyLabel="Saving…" disabled={demo}>
          Save Name
        </Button>
        {demoNote}
      </Form>

      <h3 className="mt-8 font-semibold">E-mail address</h3>
      <p className="mt-1 text-sm">
        You sign in with <strong className="break-all">{email}</strong>.
      </p>
      {pendingEmail ? (
        <p className="mt-1 text-sm text-muted">
          Waiting for you to open the link we sent to <strong className="break-all">{pendingEmail}</strong>. Until then, your address stays the same.
        </p>
      ) : null}
      <Feedback feedback={emailFeedback} />
      <Form method="post" className="mt-3 flex max-w-md flex-col gap-4">
        <input type="hidden" name="intent" value="email" />
        <Fragment key={`email-${emailFeedback?.ok ? "sent" : "form"}`}>
          <AccountField form="email" name="email" label="New e-mail address" type="email" autoComplete="email" maxLength={254} feedback={emailFeedback} />
          <AccountField form="email" name="currentPassword" label="Current password" type="password" autoComplete="current-password" maxLength={128} feedback={emailFeedback} />
        </Fragment>
        <Button type="submit" className="self-start" busy={busy === "email"} busyLabel="Sending…" disabled={demo}>
          Send Confirmation Link
        </Button>
        {demoNote}
      </Form>
    </section>
  );
}
