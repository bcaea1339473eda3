import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { focusRing } from "~/components/ui/cn";
import { NOTIFICATION_KIND_TEXT, NOTIFICATION_KINDS, type NotificationKind, type NotificationPreferences } from "~/modules/notifications";

export type SettingsFeedback = { ok: boolean; message: string };

/**
 * The settings page's "E-mail notifications" form: one checkbox per e-mail a
 * pro may turn off, each with when it is sent. Account e-mails (verification,
 * password reset) always go and are not listed. The homeowners' page passes
 * its own kinds and wording.
 */
export function NotificationPreferencesForm({
  saved,
  feedback,
  demo = false,
  busy = false,
  kinds = NOTIFICATION_KINDS,
  text = NOTIFICATION_KIND_TEXT,
}: {
  saved: NotificationPreferences;
  feedback: SettingsFeedback | null;
  demo?: boolean;
  busy?: boolean;
  kinds?: readonly NotificationKind[];
  text?: Partial<Record<NotificationKind, { label: string; explanation: string }>>;
}) {
  return (
    <section aria-labelledby="notifications-heading" className="rounded-card border border-line p-4">
      <h2 id="notifications-heading" className="text-lg font-semibold">
        E-mail notifications
      </h2>
      <p className="mt-1 text-sm text-muted">Choose which e-mails we send you. E-mails about your account and password always go out.</p>
      {feedback ? (
        <p role={feedback.ok ? "status" : "alert"} className={feedback.ok ? "mt-3 text-success" : "mt-3 text-danger"}>
          {feedback.message}
        </p>
      ) : null}
      <Form method="post" className="mt-4 flex max-w-xl flex-col gap-4">
        <input type="hidden" name="intent" value="notifications" />
        {/* Keyed by what is stored, so a save shows the stored choice; the button is not, so it keeps the focus
            (docs/decisions/077). */}
        <fieldset key={JSON.stringify(saved)}>
          <legend className="font-medium">Send me an e-mail for</legend>
          <div className="mt-2 flex flex-col gap-1">
            {kinds.map((kind) => (
              <label key={kind} className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
                <input
                  type="checkbox"
                  name="kinds"
                  value={kind}
                  defaultChecked={saved[kind]}
                  aria-describedby={`notify-${kind}-hint`}
                  className={`mt-0.5 size-5 shrink-0 accent-primary ${focusRing}`}
                />
                <span>
                  <span className="font-medium">{(text[kind] ?? NOTIFICATION_KIND_TEXT[kind]).label}</span>
                  <span id={`notify-${kind}-hint`} className="block text-sm text-muted">
                    {(text[kind] ?? NOTIFICATION_KIND_TEXT[kind]).explanation}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" className="self-start" busy={busy} busyLabel="Saving…" disabled={demo}>
          Save Notifications
        </Button>
        {demo ? <p className="text-sm text-muted">Not available in demo mode: changes are not saved.</p> : null}
      </Form>
    </section>
  );
}
