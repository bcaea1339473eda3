import { type ReactNode, useEffect, useRef } from "react";
import { CircleAlert } from "~/components/ui/icons";
import { cn } from "./cn";
import { Input, type InputProps } from "./input";
import { Label } from "./label";

/**
 * A field's error message, announced when it appears. With `reserve`, an
 * empty message still renders, hidden, for a page script to fill in
 * (app/page-scripts/enhance/field-error.ts copies it).
 */
export function FieldError({ id, message, reserve = false }: { id: string; message?: string | null; reserve?: boolean }) {
  if (!message && !reserve) return null;
  return (
    <p
      id={id}
      role="alert"
      hidden={!message}
      data-field-error={reserve ? "" : undefined}
      className="mt-2 flex items-start gap-2 text-sm font-medium text-danger"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span data-message>{message}</span>
    </p>
  );
}

/** What the control inside a Field spreads on itself to be named by its label and described by its hint and error. */
export type FieldControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * A labelled control with its hint above and its error under it. The control
 * is any input, select or textarea: `children` gets its id, aria-invalid and
 * aria-describedby.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const box = useRef<HTMLDivElement>(null);
  // A refused form of the portal or the console puts the cursor in its first field with an error, as the public
  // forms' page scripts do: the focus is still on its submit button (busy, it keeps it: button.tsx), or fell to the
  // page's top (docs/decisions/073, 077). A focus already in another field, where the person went on, stays there.
  useEffect(() => {
    if (!error) return;
    const active = document.activeElement;
    const form = box.current?.closest("form");
    const lost = active === null || active === document.body || (form?.contains(active) === true && active instanceof HTMLButtonElement);
    if (lost) document.getElementById(id)?.focus();
  }, [error, id]);
  return (
    <div ref={box} className={cn("flex flex-col gap-1", className)}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A labelled text input: the Field every form of one-line answers uses. */
export function TextField({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: InputProps & { id: string; label: ReactNode; hint?: ReactNode; error?: string | null }) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => <Input {...input} {...control} />}
    </Field>
  );
}
