import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import {
  consentText,
  type FieldErrors,
  LEAD_CONTACT_FIELDS,
  LEAD_CONTACT_LIMITS,
  type LeadContact,
  type LeadSubmitButton,
  SMS_CONSENT_LABEL,
} from "~/modules/intake";

type Values = Partial<Record<keyof LeadContact, string | boolean>>;

/**
 * The lead form's fields: first and last name, phone, e-mail,
 * the SMS box (never pre-ticked) and the legal text. Used on /contact-info and
 * in place on /search when a contact action needs the homeowner's details.
 * Server markup only: the page scripts check it in the browser
 * (app/page-scripts/enhance/lead-form.ts) with the same schema.
 */
export function LeadContactFields({
  idPrefix = "lead",
  errors,
  values,
  button,
  focusFirstError = false,
}: {
  idPrefix?: string;
  errors: FieldErrors;
  values?: Values;
  /** The button that sends the form: the consent text names it (and the server stores that same text). */
  button: LeadSubmitButton;
  /** After a post without JavaScript came back with messages, the first field to fix gets the focus. */
  focusFirstError?: boolean;
}) {
  const firstInvalid = focusFirstError ? LEAD_CONTACT_FIELDS.find((name) => errors[name]) : undefined;
  const text = (name: keyof LeadContact) => (typeof values?.[name] === "string" ? (values[name] as string) : "");
  const field = (name: "firstName" | "lastName" | "phone" | "email", label: string, props: Record<string, string>) => {
    return (
      <Field id={`${idPrefix}-${name}`} label={label} error={errors[name]}>
        {(control) => (
          <Input
            {...control}
            name={name}
            defaultValue={text(name)}
            autoFocus={name === firstInvalid}
            maxLength={LEAD_CONTACT_LIMITS[name]}
            {...props}
          />
        )}
      </Field>
    );
  };
  return (
    <div className="grid gap-4">
      {/* The page script shows its messages from this, so they look like the server's. */}
      <template data-field-error="">
        <FieldError id="" message="-" />
      </template>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("firstName", "First name", { autoComplete: "given-name" })}
        {field("lastName", "Last name", { autoComplete: "family-name" })}
      </div>
      {/* Digits only (the original app's rule), so autofill asks for the national number; HTML allows
          "tel-national" on a text input but not on type="tel", and inputMode keeps the number pad. */}
      {field("phone", "Phone", { type: "text", autoComplete: "tel-national", inputMode: "numeric", placeholder: "6145550123" })}
      {field("email", "Email", { type: "email", autoComplete: "email" })}
      <label htmlFor={`${idPrefix}-smsConsent`} className="flex min-h-11 cursor-pointer items-start gap-3">
        {/* A native checkbox: it works without JavaScript. */}
        <input
          id={`${idPrefix}-smsConsent`}
          type="checkbox"
          name="smsConsent"
          value="true"
          defaultChecked={values?.smsConsent === true}
          className="mt-1 size-5 shrink-0 accent-primary"
        />
        <span className="text-sm">{SMS_CONSENT_LABEL}</span>
      </label>
      <p className="text-xs leading-relaxed text-muted" data-consent-text="">
        {consentText(button)}
      </p>
    </div>
  );
}
