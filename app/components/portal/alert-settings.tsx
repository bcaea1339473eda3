import { Fragment } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { focusRing } from "~/components/ui/cn";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { CHANNEL_CHOICE_KINDS, channelFieldName, NOTIFICATION_KIND_TEXT } from "~/modules/notifications";
import type { AlertActionResult, AlertSettingsView } from "~/modules/portal/index.server";
import { formatDate } from "~/lib/ohio-time";

type Feedback = Pick<AlertActionResult, "form" | "ok" | "message" | "errors" | "values">;

/** The quiet hours' two times, with what a pro who never set them is offered. */
const QUIET_FIELDS = [
  { id: "quiet-start", name: "quietStart", label: "From", fallback: "21:00" },
  { id: "quiet-end", name: "quietEnd", label: "Until", fallback: "07:00" },
] as const;

/**
 * "Phone alerts" on the settings page: which of push and texts carry new
 * leads, messages and refund decisions, quiet hours (e-mail still goes out),
 * and the number texts go to, confirmed with a texted code. Plain forms.
 */
export function AlertSettings({ view, feedback, demo, busy }: { view: AlertSettingsView; feedback: Feedback | null; demo: boolean; busy: string | null }) {
  const channels = feedback?.form === "channels" ? feedback : null;
  const quietTyped = channels && !channels.ok ? channels.values : null;
  const quietError = channels?.errors.quietHours;
  return (
    <section aria-labelledby="alerts-heading" className="rounded-card border border-line p-4">
      <h2 id="alerts-heading" className="text-lg font-semibold">
        Phone alerts
      </h2>
      <p className="mt-1 text-sm text-muted">Hear of a new lead the moment it arrives. E-mails are chosen below, under E-mail notifications.</p>
      {channels ? <Status ok={channels.ok} message={channels.message} /> : null}
      <Form method="post" className="mt-4 flex max-w-xl flex-col gap-4">
        <input type="hidden" name="intent" value="channels" />
        {/* The fields are keyed by what is stored, not the form: the button keeps the focus (docs/decisions/077). */}
        <Fragment key={JSON.stringify(view.push) + JSON.stringify(view.text) + JSON.stringify(view.quietHours)}>
          {/* Texts not set up on this site: no boxes that promise them, but the pro's choices are kept for when they are. */}
          {view.texts.available
            ? null
            : CHANNEL_CHOICE_KINDS.filter((kind) => view.text[kind]).map((kind) => (
                <input key={kind} type="hidden" name={channelFieldName("text", kind)} value="on" />
              ))}
          {(view.texts.available ? (["push", "text"] as const) : (["push"] as const)).map((channel) => (
            <fieldset key={channel}>
              <legend className="font-medium">{channel === "push" ? "Notifications on my devices for" : "Text messages for"}</legend>
              <div className="mt-1 flex flex-col gap-1">
                {CHANNEL_CHOICE_KINDS.map((kind) => (
                  <label key={kind} className="flex min-h-11 cursor-pointer items-center gap-3">
                    <input
                      type="checkbox"
                      name={channelFieldName(channel, kind)}
                      defaultChecked={quietTyped?.checked ? quietTyped.checked.includes(channelFieldName(channel, kind)) : view[channel][kind]}
                      className={`size-5 shrink-0 accent-primary ${focusRing}`}
                    />
                    {NOTIFICATION_KIND_TEXT[kind].label}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <fieldset aria-describedby={quietError ? "quiet-error" : undefined}>
            <legend className="font-medium">Quiet hours (Ohio time)</legend>
            <label className="mt-1 flex min-h-11 cursor-pointer items-center gap-3">
              <input type="checkbox" name="quiet" defaultChecked={quietTyped ? true : view.quietHours !== null} className={`size-5 shrink-0 accent-primary ${focusRing}`} />
              No notifications or texts during these hours; e-mails still arrive
            </label>
            <div className="mt-2 flex flex-wrap gap-4">
              {QUIET_FIELDS.map(({ id, name, label, fallback }) => (
                <div key={name}>
                  <Label htmlFor={id}>{label}</Label>
                  <Input
                    id={id}
                    name={name}
                    type="time"
                    className="mt-1 w-36"
                    defaultValue={quietTyped?.[name] ?? view.quietHours?.[name === "quietStart" ? "start" : "end"] ?? fallback}
                    aria-invalid={quietError ? true : undefined}
                  />
                </div>
              ))}
            </div>
            <FieldError id="quiet-error" message={quietError} />
          </fieldset>
        </Fragment>
        <Button type="submit" className="self-start" busy={busy === "channels"} busyLabel="Saving…" disabled={demo}>
          Save Alerts
        </Button>
      </Form>
      <TextNumber view={view.texts} feedback={feedback?.form === "texts" ? feedback : null} demo={demo} busy={busy} />
      {demo ? <p className="mt-3 text-sm text-muted">Not available in demo mode: changes are not saved.</p> : null}
    </section>
  );
}

function Status({ ok, message }: { ok: boolean; message: string }) {
  return (
    <p role={ok ? "status" : "alert"} className={ok ? "mt-3 text-success" : "mt-3 text-danger"}>
      {message}
    </p>
  );
}

/** The number texts go to: enter it and get a code, type the code back, or turn texts off. */
function TextNumber({ view, feedback, demo, busy }: { view: AlertSettingsView["texts"]; feedback: Feedback | null; demo: boolean; busy: string | null }) {
  const number = view.number;
  return (
    <div className="mt-6 border-t border-line pt-4">
      <h3 className="font-semibold">Number for texts</h3>
      {feedback ? <Status ok={feedback.ok} message={feedback.message} /> : null}
      {!view.available ? (
        <p className="mt-2 text-sm text-muted">Text messages are not set up on this site yet; notifications and e-mails still reach you.</p>
      ) : number?.status === "active" ? (
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="text-stop" />
          <p>
            Texts go to <span className="font-semibold tabular-nums">{number.display}</span>
            {number.since ? ` (confirmed ${formatDate(number.since)})` : ""}.
          </p>
          <Button type="submit" variant="outline" busy={busy === "text-stop"} busyLabel="Saving…" disabled={demo}>
            Turn Off Texts
          </Button>
        </Form>
      ) : (
        <>
          {number?.status === "pending" ? (
            <Form method="post" className="mt-2 flex max-w-md flex-col gap-3">
              <input type="hidden" name="intent" value="text-confirm" />
              <Field id="text-code" label={`Code texted to ${number.display}`} error={feedback?.errors.code}>
                {(control) => <Input {...control} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={12} className="w-40" />}
              </Field>
              <Button type="submit" className="self-start" busy={busy === "text-confirm"} busyLabel="Checking…" disabled={demo}>
                Confirm Number
              </Button>
            </Form>
          ) : null}
          <Form method="post" className="mt-4 flex max-w-md flex-col gap-3">
            <input type="hidden" name="intent" value="text-start" />
            <Field id="text-phone" label={number?.status === "pending" ? "Send a new code, or use another number" : "Mobile number"} error={feedback?.errors.phone}>
              {(control) => (
                <Input
                  {...control}
                  // The consent under the form is part of what the number is for.
                  aria-describedby={[control["aria-describedby"], "text-consent"].filter(Boolean).join(" ")}
                  name="phone"
                  type="tel"
                  autoComplete="tel-national"
                  maxLength={20}
                  className="w-56"
                  defaultValue={feedback?.values?.phone ?? (number?.status === "pending" ? number.display : "")}
                />
              )}
            </Field>
            <p id="text-consent" className="text-sm text-muted">
              {view.wording}
            </p>
            <Button type="submit" variant="outline" className="self-start" busy={busy === "text-start"} busyLabel="Sending…" disabled={demo}>
              Text Me a Code
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
