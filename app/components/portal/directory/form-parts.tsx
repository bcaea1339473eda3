import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { DirectoryFeedback, DirectoryIntent } from "~/modules/portal/index.server";

/**
 * One form of the directory page in its own section: heading, the outcome of
 * the last post, the fields (disabled in demo mode) and a save button. Plain
 * form controls, so each posts without JavaScript too; the server checks it.
 */
export function DirectorySection({
  intent,
  title,
  intro,
  feedback,
  demo,
  busy,
  submitLabel,
  formKey,
  children,
}: {
  intent: DirectoryIntent;
  title: string;
  intro?: ReactNode;
  feedback: DirectoryFeedback | null;
  demo: boolean;
  busy: boolean;
  submitLabel: string;
  /** Changes when saved values or refused values change, so the fields show them. */
  formKey: string;
  children: ReactNode;
}) {
  const id = `directory-${intent}`;
  const mine = feedback?.form === intent ? feedback : null;
  return (
    <section id={intent} aria-labelledby={`${id}-heading`} className="rounded-card border border-line p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {intro ? <div className="mt-1 text-sm text-muted">{intro}</div> : null}
      <FormFeedback feedback={mine} />
      <Form method="post" preventScrollReset className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value={intent} />
        {/* The fields only, so the button keeps the focus of a save pressed from the keyboard (docs/decisions/077). */}
        <fieldset disabled={demo} className="flex min-w-0 flex-col gap-4" key={formKey}>
          {children}
        </fieldset>
        <Button type="submit" className="self-start" busy={busy} busyLabel="Saving…" disabled={demo}>
          {submitLabel}
        </Button>
        {demo ? <DemoNote /> : null}
      </Form>
    </section>
  );
}

export function DemoNote() {
  return <p className="text-sm text-muted">Not available in demo mode: changes are not saved.</p>;
}

export function FormFeedback({ feedback }: { feedback: { ok: boolean; message: string } | null }) {
  if (!feedback) return null;
  return (
    <p role={feedback.ok ? "status" : "alert"} className={feedback.ok ? "mt-3 text-success" : "mt-3 text-danger"}>
      {feedback.message}
    </p>
  );
}

/** What a field shows: what was typed when the last post of this form was refused, else what is saved. */
export function shownValue(feedback: DirectoryFeedback | null, intent: DirectoryIntent, name: string, saved: string): string {
  const typed = feedback?.form === intent ? feedback.values?.[name] : undefined;
  return typeof typed === "string" ? typed : saved;
}
