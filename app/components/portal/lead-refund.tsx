import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { DUPLICATE_PURCHASE_DAYS } from "~/modules/pipeline";
import { DemoNote, type LeadTextBox, Refusal } from "./lead-form-notes";

const REFUND_STATUS_TEXT: Record<string, string> = {
  pending: "You asked for a refund; an operator will decide.",
  approved: "Your refund request was approved: the credits are back in your balance.",
  rejected: "Your refund request was not approved.",
};

/**
 * A bought lead's refund on the pro's lead page: the request asked and its answer, or what we refund
 * without being asked, and the form to ask while one may be asked. Drawn also for a refused request whose
 * form is gone (lead-detail.tsx), to say why.
 */
export function RefundSection({
  refund,
  canAsk,
  demo,
  max,
  busy,
  refused,
  typed,
  boxRef,
  onInput,
}: LeadTextBox & {
  refund: { status: string; reason: string; decisionNote: string | null } | null;
  canAsk: boolean;
  refused: string | null;
}) {
  return (
    <section aria-labelledby="refund-heading" className="rounded-card border border-line p-4">
      <h2 id="refund-heading" className="text-lg font-semibold">
        Refund
      </h2>
      {refund ? (
        <>
          <p className="mt-2">
            {REFUND_STATUS_TEXT[refund.status] ?? refund.status}
            {refund.decisionNote ? <span className="text-muted"> ({refund.decisionNote})</span> : null}
          </p>
          {/* What the pro asked, kept in view beside the operator's answer. */}
          <p className="mt-1 text-sm whitespace-pre-line text-muted wrap-anywhere">You wrote: {refund.reason}</p>
        </>
      ) : canAsk ? (
        <p className="mt-1 text-sm text-muted">
          We refund a lead without being asked when you accept it, if its phone number cannot be dialed, its ZIP is outside your area, or
          you bought the same homeowner&apos;s request for this service in the last {DUPLICATE_PURCHASE_DAYS} days. For anything else, such as a wrong number or a
          homeowner who never asked for a quote, tell us what happened: an operator decides.
        </p>
      ) : null}
      {canAsk ? (
        <Form method="post" className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="intent" value="refund" />
          <Label htmlFor="refund-reason">Why should this lead be refunded?</Label>
          <Textarea id="refund-reason" name="reason" ref={boxRef} onInput={onInput} maxLength={max} required rows={3} defaultValue={typed} />
          <Refusal message={refused} />
          <Button type="submit" variant="outline" className="self-start" disabled={demo} busy={busy} busyLabel="Sending…">
            Request Refund
          </Button>
          <DemoNote demo={demo} />
        </Form>
      ) : (
        // The page that answers a post made from a page left open may have no form any more (the refund was asked in
        // another tab, or made meanwhile): the refusal is said here, not beside a form that is gone.
        <Refusal message={refused} className="mt-3" />
      )}
    </section>
  );
}
