import { CircleAlert } from "~/components/ui/icons";
import type { ComponentProps, ReactNode } from "react";
import { FieldError, TextField } from "~/components/ui/field";
import type { AccountFormName, FieldErrors, FormSummary } from "~/modules/accounts";

/** What an account form's action answers when it refuses a post (400, 403, 429). */
export type RefusedForm = { errors: FieldErrors; summary: FormSummary; values: Record<string, string> };

/** The centred card every sign-in and sign-up screen sits in. */
export function AuthCard({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 md:py-16">
      <div className="rounded-card border border-line bg-surface p-5 md:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {intro ? <div className="mt-2 text-muted">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/**
 * A form the accounts page script checks in the browser with the server's
 * schema (`data-account-form` names it). Without JavaScript it posts as is and
 * the server answers with the same messages.
 */
export function AccountForm({
  name,
  summary,
  summaryPrefix,
  summaryTitle,
  children,
  ...props
}: ComponentProps<"form"> & {
  name: AccountFormName;
  summary?: FormSummary | null;
  /** Put before every message ("Error: " on login). */
  summaryPrefix?: string;
  /** The box's title when the message brings none ('Sign in failed', 'Registration failed'). */
  summaryTitle?: string;
}) {
  return (
    <form method="post" noValidate data-account-form={name} className="flex flex-col gap-4" {...props}>
      <template data-field-error="">
        <FieldError id="" message="-" />
      </template>
      <FormSummaryBox summary={summary} prefix={summaryPrefix} defaultTitle={summaryTitle} />
      {children}
    </form>
  );
}

/** The error box above a form: 'Error: …' on login, the original app's titles elsewhere. */
export function FormSummaryBox({
  summary,
  prefix,
  defaultTitle,
}: {
  summary?: FormSummary | null;
  prefix?: string;
  defaultTitle?: string;
}) {
  return (
    <div
      data-form-summary=""
      data-prefix={prefix ?? ""}
      data-default-title={defaultTitle ?? ""}
      role="alert" hidden={!summary} className="rounded-card bg-danger-soft p-4 text-danger">
      <p className="flex items-start gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span data-summary-title="">{summary?.title ?? defaultTitle ?? ""}</span>
      </p>
      <p data-summary-message="">
        {prefix ?? ""}
        {summary?.message ?? ""}
      </p>
    </div>
  );
}

export function AccountTextField({
  form,
  name,
  label,
  errors,
  values,
  autoFocusField,
  ...props
}: ComponentProps<"input"> & {
  form: string;
  name: string;
  label: string;
  errors?: FieldErrors;
  values?: Record<string, string>;
  autoFocusField?: string;
}) {
  return (
    <TextField id={`${form}-${name}`} label={label} error={errors?.[name]} name={name} defaultValue={values?.[name] ?? ""} autoFocus={autoFocusField === name} {...props} />
  );
}

/** The first field with a message, which gets the focus after a rejected post. */
export function firstErrorField(fields: readonly string[], errors: FieldErrors | undefined): string | undefined {
  return errors ? fields.find((field) => errors[field]) : undefined;
}
