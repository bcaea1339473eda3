/** The colour a status badge adds to its word (app/components/portal/status-badge.tsx): never the only sign of a status. */
export type BadgeTone = "new" | "active" | "success" | "neutral" | "danger";
