import { Link } from "~/components/ui/link";
import { LedgerTable } from "~/components/portal/ledger-table";
import { formatDollars } from "~/lib/money";
import type { ProCredits } from "~/modules/admin/index.server";
import { sectionClass } from "./admin-feedback";

/**
 * The pro's credits as the pro reads them on its credits page (balance, and the ledger with the balance after each
 * line), for the operator who decides its refunds. The ledger's sum is said beside the balance only when they differ.
 */
export function ProCreditsPanel({ credits, limit }: { credits: ProCredits; limit: number }) {
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
