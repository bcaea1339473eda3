import { num, ScrollTable, td, th } from "~/components/portal/scroll-table";
import { cn } from "~/components/ui/cn";
import { Link } from "~/components/ui/link";
import { formatDateTime } from "~/lib/ohio-time";
import { LEDGER_KIND_LABELS } from "~/modules/credits";
import { reasonNamesEvent } from "~/lib/reason-names-event";

export type LedgerLine = {
  id: string | number;
  kind: keyof typeof LEDGER_KIND_LABELS;
  amount: number;
  balanceAfter: number;
  note: string | null;
  leadId: string | null;
  createdAt: Date | string;
};

/**
 * Credit moves with the balance after each, as the pro reads them on its credits page and an operator on the pro's
 * console page; a move for a lead links to that lead where the reader opens it. Below 640 px the date goes under
 * the move, not in a column of its own: in the console's Credits panel four columns were wider than the panel and
 * hid the balance (docs/decisions/066); as cards the ledger took twice the height (decision 061).
 */
export function LedgerTable({ label, lines, leadLink }: { label: string; lines: LedgerLine[]; leadLink: { href: (leadId: string) => string; text: string } }) {
  return (
    <ScrollTable label={label}>
      <thead>
        <tr>
          <th scope="col" className={cn(th, "max-sm:hidden")}>Date</th>
          <th scope="col" className={th}>What</th>
          <th scope="col" className={cn(th, num)}>Credits</th>
          <th scope="col" className={cn(th, num)}>Balance</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td className={cn(td, "max-sm:hidden")}>{formatDateTime(line.createdAt)}</td>
            <td className={td}>
              {/* A note that already says what happened stands alone (not "Refund: Refund approved by an operator"). */}
              {line.note && reasonNamesEvent(LEDGER_KIND_LABELS[line.kind], line.note) ? (
                <span className="font-medium">{line.note}</span>
              ) : (
                <>
                  <span className="font-medium">{LEDGER_KIND_LABELS[line.kind]}</span>
                  {line.note ? <span className="text-muted">: {line.note}</span> : null}
                </>
              )}
              {line.leadId ? (
                <>
                  {" "}
                  {/* Named by its move and time: a ledger holds several of these links, each to another lead, and a
                      screen reader's list of links shows them without their rows (docs/decisions/073). */}
                  <Link
                    to={leadLink.href(line.leadId)}
                    aria-label={`${leadLink.text}: ${LEDGER_KIND_LABELS[line.kind]}, ${formatDateTime(line.createdAt)}`}
                    className="text-primary underline underline-offset-4"
                  >
                    {leadLink.text}
                  </Link>
                </>
              ) : null}
              <span className="block text-xs text-muted sm:hidden">{formatDateTime(line.createdAt)}</span>
            </td>
            <td className={cn(td, num, line.amount < 0 ? "text-danger" : "text-success")}>{line.amount > 0 ? `+${line.amount}` : `−${-line.amount}`}</td>
            <td className={cn(td, num)}>{line.balanceAfter}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
