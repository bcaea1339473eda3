import { Form, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { LedgerTable } from "~/components/portal/ledger-table";
import { Button } from "~/components/ui/button";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { formatDollars } from "~/lib/money";
import { CREDIT_ADJUSTMENT_MAX, type CreditDirection } from "~/modules/admin";
import type { ProCredits } from "~/modules/admin/index.server";
import { AdminFeedback, sectionClass } from "./admin-feedback";

type Feedback = { ok: boolean; message: string; errors: Partial<Record<string, string>>; values: Record<string, string> | null };

const DIRECTION_LABELS: Record<CreditDirection, string> = { add: "Give credits", "take-back": "Take credits back" };

/**
 * The pro's credits as the pro reads them on its credits page (balance, and the ledger with the balance after each
 * line), for the operator who decides its refunds. The ledger's sum is said beside the balance only when they differ.
 */
export function ProCreditsPanel({ credits, limit, formKey, feedback }: { credits: ProCredits; limit: number; formKey: string; feedback: Feedback | null }) {
  const { balance, ledgerSum, lines, purchases } = credits;
  return (
    <section aria-labelledby="credits-heading" className={sectionClass}>
      <h2 id="credits-heading" className="text-lg font-semibold">
        Credits
      </h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted">Balance</dt>
        <dd className="font-semibold tabular-nums">
          {balance} credits
          {ledgerSum !== balance ? <span className="ml-2 font-normal text-danger">The ledger adds up to {ledgerSum}: look into it before any refund.</span> : null}
        </dd>
        <dt className="text-muted">Purchases</dt>
        <dd className="tabular-nums">
          {purchases.count === 0
            ? "None paid"
            : `${purchases.count} paid, ${formatDollars(purchases.paidCents)}${purchases.refundedCents > 0 ? `, ${formatDollars(purchases.refundedCents)} refunded` : ""}`}{" "}
          ·{" "}
          <Link to="/admin/purchases" className="text-primary underline underline-offset-4">
            All purchases
          </Link>
        </dd>
        <dt className="text-muted">Leads</dt>
        <dd className="tabular-nums">
          {credits.leadCharges} credits charged, {credits.leadRefunds} given back
        </dd>
      </dl>
      <CreditsForm balance={balance} formKey={formKey} feedback={feedback} />
      {lines.length === 0 ? (
        <p className="text-muted">No credit moves yet.</p>
      ) : (
        <>
          <LedgerTable label="Latest credit moves" lines={lines} leadLink={{ href: (leadId) => `/admin/leads/${leadId}`, text: "Lead" }} />
          {credits.entries > lines.length ? (
            <p className="text-sm text-muted">
              The latest {limit} of {credits.entries} credit moves.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * Gives the pro credits or takes some back, with the reason the pro reads in its ledger. The form's key makes a
 * second send of the same form (a double tap) move the credits once (adjustProCredits); a saved form comes back
 * empty with a new key.
 */
function CreditsForm({ balance, formKey, feedback }: { balance: number; formKey: string; feedback: Feedback | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "credits";
  const typed = feedback && !feedback.ok ? feedback.values : null;
  const errors = feedback && !feedback.ok ? feedback.errors : {};
  return (
    <Form method="post" className="flex flex-col gap-4 border-t border-line-soft pt-4" key={formKey} aria-labelledby="credits-form-heading">
      <h3 id="credits-form-heading" className="font-semibold">
        Give or take back credits
      </h3>
      <AdminFeedback feedback={feedback} />
      <input type="hidden" name="intent" value="credits" />
      <input type="hidden" name="formKey" value={formKey} />
      <fieldset aria-invalid={errors.direction ? true : undefined} aria-describedby={errors.direction ? "credits-direction-error" : undefined}>
        <legend className="font-medium">What to do</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(Object.keys(DIRECTION_LABELS) as CreditDirection[]).map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name="direction" value={value} defaultChecked={(typed?.direction ?? "add") === value} className="size-5" />
              {DIRECTION_LABELS[value]}
            </label>
          ))}
        </div>
        <FieldError id="credits-direction-error" message={errors.direction} />
      </fieldset>
      <Field
        id="credits-amount"
        label="Credits"
        hint={`A whole number up to ${CREDIT_ADJUSTMENT_MAX.toLocaleString("en-US")}. Taking back stops at the balance (${balance}).`}
        error={errors.credits}
      >
        {(control) => <Input {...control} name="credits" inputMode="numeric" autoComplete="off" required className="max-w-40" defaultValue={typed?.credits ?? ""} />}
      </Field>
      <Field id="credits-reason" label="Reason (the pro reads it beside the move in its credits)" error={errors.reason}>
        {(control) => <Textarea {...control} name="reason" rows={2} maxLength={1000} required defaultValue={typed?.reason ?? ""} />}
      </Field>
      <Button type="submit" className="self-start" busy={busy} busyLabel="Saving…">
        Save Credits
      </Button>
    </Form>
  );
}
