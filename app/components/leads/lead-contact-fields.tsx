import { useState, type FormEvent } from "react";
import { FieldError } from "~/components/questionnaire/step-layout";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  contactFromForm,
  type FieldErrors,
  type LeadContact,
  SMS_CONSENT_LABEL,
  validateLeadContact,
} from "~/modules/leads/lead-form";

type Values = Partial<Record<keyof LeadContact, string | boolean>>;

/**
 * The lead form's fields (seed spec §2): first and last name, phone, e-mail,
 * the SMS box (never pre-ticked) and the legal text. Used on /contact-info and
 * in place on /search when a contact action needs the homeowner's details.
 */
export function LeadContactFields({
  idPrefix = "lead",
  errors,
  values,
  consentText,
}: {
  idPrefix?: string;
  errors: FieldErrors;
  values?: Values;
  consentText: string;
}) {
  const text = (name: keyof LeadContact) => (typeof values?.[name] === "string" ? (values[name] as string) : "");
  const field = (name: "firstName" | "lastName" | "phone" | "email", label: string, props: Record<string, string>) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name];
    return (
      <div>
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          name={name}
          defaultValue={text(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1"
          {...props}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  };
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field("firstName", "First name", { autoComplete: "given-name" })}
        {field("lastName", "Last name", { autoComplete: "family-name" })}
      </div>
      {field("phone", "Phone", { type: "tel", autoComplete: "tel-national", inputMode: "numeric", placeholder: "6145550123" })}
      {field("email", "Email", { type: "email", autoComplete: "email" })}
      <label htmlFor={`${idPrefix}-smsConsent`} className="flex min-h-11 cursor-pointer items-start gap-3">
        {/* A native checkbox: it works before hydration and without JavaScript. */}
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
      <p className="text-xs leading-relaxed text-muted">{consentText}</p>
    </div>
  );
}

/**
 * Validates on submit, then again on every change (seed spec §4). Returns the
 * errors to show and the form handlers; the server checks again regardless.
 */
export function useLeadFormValidation(serverErrors: FieldErrors | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const validate = (form: HTMLFormElement) => {
    const result = validateLeadContact(contactFromForm(new FormData(form)));
    const errors = result.ok ? {} : result.errors;
    setClientErrors(errors);
    return result.ok;
  };
  return {
    errors: clientErrors ?? serverErrors ?? {},
    onSubmit(event: FormEvent<HTMLFormElement>) {
      if (!validate(event.currentTarget)) event.preventDefault();
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      if (clientErrors !== null) validate(event.currentTarget);
    },
  };
}
