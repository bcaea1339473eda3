import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import type { StatusAction } from "~/modules/admin";
import { AdminFeedback, sectionClass } from "./admin-feedback";

type Feedback = { intent: string; ok: boolean; message: string; errors: Partial<Record<string, string>>; values: Record<string, string> | null };

const BUTTONS: Record<StatusAction, string> = { approve: "Approve", reject: "Reject", suspend: "Suspend", reinstate: "Reinstate" };

/** What suspending does to the pro's requests (passOnOffersOfSuspendedPro, app/modules/matching/unanswered-offers.server.ts). */
const SUSPEND_HINT = "Requests offered to this pro and not yet accepted go to the next pros at once; leads it already accepted stay its own.";

/** Approve and reinstate (only when every required check passed), reject and suspend (with the reason the pro reads). */
export function StatusActions({ actions, missing, feedback }: { actions: StatusAction[]; missing: string[]; feedback: Feedback | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";
  const withReason = actions.filter((a) => a === "reject" || a === "suspend");
  const withChecks = actions.filter((a) => a === "approve" || a === "reinstate");
  return (
    <section aria-labelledby="decision-heading" className={sectionClass}>
      <h2 id="decision-heading" className="text-lg font-semibold">
        Decision
      </h2>
      <AdminFeedback feedback={feedback} />
      {withChecks.map((action) => (
        <Form method="post" key={action} className="flex flex-col gap-2">
          <input type="hidden" name="intent" value={action} />
          {missing.length > 0 ? (
            <p id={`${action}-blocked`} className="text-muted">
              {BUTTONS[action]} is possible once these checks have passed: {missing.join(", ")}.
            </p>
          ) : null}
          <Button
            type="submit"
            className="self-start"
            disabled={missing.length > 0}
            busy={busy === action}
            busyLabel="Saving…"
            aria-describedby={missing.length > 0 ? `${action}-blocked` : undefined}
          >
            {BUTTONS[action]} pro
          </Button>
        </Form>
      ))}
      {withReason.map((action) => {
        const error = feedback?.intent === action ? feedback.errors.reason : undefined;
        return (
          <Form method="post" key={action} className="flex flex-col gap-2">
            <input type="hidden" name="intent" value={action} />
            <Field
              id={`${action}-reason`}
              label={`Reason to ${action} (the pro reads it in an e-mail and on their dashboard)`}
              hint={action === "suspend" ? SUSPEND_HINT : undefined}
              error={error}
            >
              {(control) => (
                <Textarea {...control} name="reason" rows={3} maxLength={1000} defaultValue={feedback?.intent === action ? (feedback.values?.reason ?? "") : ""} />
              )}
            </Field>
            <Button type="submit" variant="outline" className="self-start" busy={busy === action} busyLabel="Saving…">
              {BUTTONS[action]} pro
            </Button>
          </Form>
        );
      })}
      {actions.length === 0 ? <p className="text-muted">No decision is open for this pro.</p> : null}
    </section>
  );
}
