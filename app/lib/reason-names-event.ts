/**
 * Whether a reason already says what happened ("Refunded automatically: …", "Refund approved by an operator"), so a
 * line that shows an event's label and its reason shows the reason alone instead of saying it twice ("Refunded:
 * Refunded automatically: …"). Six letters: "Refunded" and "Refund approved" share "refund". Used by a lead's
 * history (app/modules/pipeline/lead-labels.ts) and the credits ledger (app/components/portal/ledger-table.tsx).
 */
export function reasonNamesEvent(label: string, reason: string): boolean {
  return reason.trim().toLowerCase().startsWith(label.toLowerCase().slice(0, 6));
}
