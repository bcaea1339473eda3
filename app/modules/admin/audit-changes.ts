import { formatDollars } from "~/lib/money";

/**
 * One line of an audit entry's "Before → after". `before` is null for a detail of the action that had no earlier
 * value (a take-back's credits, its reason, the processor's refund id): the log shows it as "Credits: -3", not as
 * "credits: — → -3", which read as a balance going from nothing to minus three.
 */
export type AuditChange = { field: string; before: string | null; after: string };

/** The words for the fields the console's actions write (app/modules/admin/*.server.ts); any other is split into words. */
const AUDIT_FIELD_LABELS: Record<string, string> = {
  status: "Status",
  reason: "Reason",
  note: "Note",
  role: "Role",
  via: "Through",
  check: "Check",
  result: "Result",
  balance: "Balance",
  credits: "Credits",
  refundedCents: "Refunded",
  creditsReversed: "Credits taken back",
  refundedCredits: "Credits given back",
  processorRefund: "Processor's refund",
  processorStatus: "Processor's answer",
  attempts: "Attempts",
  count: "How many",
  hidden: "Hidden",
  hiddenReason: "Reason hidden",
  refunds: "Refunds",
};

function fieldLabel(field: string): string {
  if (Object.hasOwn(AUDIT_FIELD_LABELS, field)) return AUDIT_FIELD_LABELS[field]!;
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function show(field: string, value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  // Money is kept in cents (app/lib/money.ts); an operator reads dollars.
  if (field.endsWith("Cents") && typeof value === "number") return formatDollars(value);
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * The fields an action changed, in words: "Field: before → after" for those that differ, "Field: value" for a detail
 * with no earlier value; a field empty on both sides is left out. The check's name always shows (which check it was).
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((field) => JSON.stringify(b[field]) !== JSON.stringify(a[field]) || field === "check")
    .filter((field) => show(field, b[field]) !== "—" || show(field, a[field]) !== "—")
    .map((field) => ({
      field: fieldLabel(field),
      before: Object.hasOwn(b, field) ? show(field, b[field]) : null,
      after: show(field, a[field]),
    }));
}
