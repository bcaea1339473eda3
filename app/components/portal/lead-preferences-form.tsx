import { Fragment } from "react";
import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { focusRing } from "~/components/ui/cn";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { LEAD_PREFERENCE_LIMITS, LeadPreferences, LeadPreferencesInput } from "~/modules/matching";

export type LeadPreferencesFeedback = {
  ok: boolean;
  message: string;
  errors: Partial<Record<keyof LeadPreferences, string>>;
  /** What was typed, shown again after a refusal. */
  values: LeadPreferencesInput | null;
};

/**
 * The settings page's "Lead preferences" form: how many leads a week at
 * most, the most credits for one lead, and a pause. The services leads come
 * for are chosen on the Directory page, which this links to. Plain
 * form controls, so it posts without JavaScript too; the server checks it.
 */
export function LeadPreferencesForm({
  saved,
  limits,
  feedback,
  demo,
  busy,
}: {
  saved: LeadPreferences;
  /** The schema's limits, from the loader: the schema itself stays on the server, out of the page's JavaScript. */
  limits: typeof LEAD_PREFERENCE_LIMITS;
  feedback: LeadPreferencesFeedback | null;
  demo: boolean;
  busy: boolean;
}) {
  const errors = feedback?.errors ?? {};
  const shown: LeadPreferencesInput = feedback?.values ?? {
    weeklyLeadCap: String(saved.weeklyLeadCap),
    maxCreditsPerLead: String(saved.maxCreditsPerLead),
    paused: saved.paused ? "on" : null,
  };
  const number = (field: "weeklyLeadCap" | "maxCreditsPerLead", label: string, hint: string) => (
    <Field id={`prefs-${field}`} label={label} hint={hint} error={errors[field]}>
      {(control) => (
        <Input
          {...control}
          name={field}
          type="number"
          inputMode="numeric"
          min={limits[field].min}
          max={limits[field].max}
          step={1}
          required
          defaultValue={shown[field]}
          className="max-w-32"
        />
      )}
    </Field>
  );

  return (
    <section id="preferences" aria-labelledby="lead-preferences-heading" className="rounded-card border border-line p-4">
      <h2 id="lead-preferences-heading" className="text-lg font-semibold">
        Lead preferences
      </h2>
      <p className="mt-1 text-sm text-muted">
        The services and job types you take leads in are set on your{" "}
        <Link to="/provider/directory#services" className="font-semibold text-primary underline underline-offset-4">
          Directory profile
        </Link>
        .
      </p>
      {feedback ? (
        <p role={feedback.ok ? "status" : "alert"} className={feedback.ok ? "mt-3 text-success" : "mt-3 text-danger"}>
          {feedback.message}
        </p>
      ) : null}
      <Form method="post" className="mt-4 flex max-w-xl flex-col gap-5">
        <input type="hidden" name="intent" value="preferences" />
        {/* The fields are keyed by the saved values and the feedback: a save shows what was stored, a refusal what was
            typed. The button is not, so it keeps the focus of a save pressed from the keyboard (docs/decisions/077). */}
        <Fragment key={JSON.stringify([saved, feedback?.values])}>
          {number("weeklyLeadCap", "Weekly lead cap", `At most this many leads in any 7 days, never more (${limits.weeklyLeadCap.min} to ${limits.weeklyLeadCap.max}).`)}
          {number(
            "maxCreditsPerLead",
            "Maximum credits per lead",
            `Leads priced above this are not sent to you (${limits.maxCreditsPerLead.min} to ${limits.maxCreditsPerLead.max} credits).`,
          )}
          <label className="flex min-h-11 cursor-pointer items-start gap-3">
            <input type="checkbox" name="paused" defaultChecked={shown.paused !== null} className={`mt-0.5 size-5 shrink-0 accent-primary ${focusRing}`} />
            <span>
              <span className="font-medium">Pause new leads</span>
              <span className="block text-sm text-muted">While paused you receive no new leads; leads you already have stay yours.</span>
            </span>
          </label>
        </Fragment>
        <Button type="submit" className="self-start" busy={busy} busyLabel="Saving…" disabled={demo}>
          Save Preferences
        </Button>
        {demo ? <p className="text-sm text-muted">Not available in demo mode: changes are not saved.</p> : null}
      </Form>
    </section>
  );
}
