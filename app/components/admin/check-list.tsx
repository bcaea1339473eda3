import { ScrollTable, td, th } from "~/components/portal/scroll-table";
import { StatusBadge } from "~/components/portal/status-badge";
import { addressStandsForEmailCheck, type RequiredCheck } from "~/modules/admin";
import { CHECK_KIND_LABELS } from "~/modules/providers";
import type { CheckView } from "~/modules/admin/index.server";
import { formatDateTime } from "~/lib/ohio-time";
import { sectionClass } from "./admin-feedback";

const checkedByLabel = (check: CheckView) => (check.checkedBy === "system" ? "System" : check.checkedBy === "demo" ? "Demo data" : (check.checkedByEmail ?? "A former operator"));

const checkLabel = (check: { kind: CheckView["kind"]; categoryName: string | null }) =>
  check.kind === "license" && check.categoryName ? `License (${check.categoryName})` : CHECK_KIND_LABELS[check.kind];

/** Each check the pro's trades need, with its state: passed, failed or not yet recorded. */
export function RequiredChecks({ required, current, emailVerified }: { required: RequiredCheck[]; current: CheckView[]; emailVerified: boolean }) {
  return (
    <section aria-labelledby="required-heading" className={sectionClass}>
      <h2 id="required-heading" className="text-lg font-semibold">
        Checks this pro needs
      </h2>
      <ul className="flex flex-col gap-2">
        {required.map((need) => {
          const state = current.find((c) => c.kind === need.kind && c.categorySlug === need.categorySlug);
          // The same rule as the approval's (missingChecks): a recorded e-mail check, failed too, shows as recorded.
          const liveEmail = need.kind === "email" && addressStandsForEmailCheck(current, emailVerified);
          return (
            <li key={`${need.kind}:${need.categorySlug ?? ""}`} className="flex flex-wrap items-center justify-between gap-2 border-b border-line-soft pb-2">
              <span className="font-medium">{need.label}</span>
              {state && !liveEmail ? (
                <span className="flex flex-wrap items-center gap-2 text-sm text-muted">
                  <StatusBadge tone={state.result === "passed" ? "success" : "danger"}>{state.result === "passed" ? "Passed" : "Failed"}</StatusBadge>
                  {checkedByLabel(state)}, {formatDateTime(state.checkedAt)}
                </span>
              ) : liveEmail ? (
                <span className="flex flex-wrap items-center gap-2 text-sm text-muted">
                  <StatusBadge tone="success">Passed</StatusBadge>
                  The pro opened the verification link (recorded on approval)
                </span>
              ) : (
                <StatusBadge tone="neutral">Not checked</StatusBadge>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Every check ever recorded for the pro, newest first: the newest per kind is its state. */
export function CheckHistory({ checks }: { checks: CheckView[] }) {
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-3">
      <h2 id="history-heading" className="text-lg font-semibold">
        Check history
      </h2>
      {checks.length === 0 ? (
        <p className="text-muted">No checks recorded yet.</p>
      ) : (
        // Cards below 640 px: five columns scrolled sideways on a phone and broke a note a word a line (docs/decisions/066).
        <ScrollTable label="All checks, newest first" stacked>
          <thead>
            <tr>
              <th scope="col" className={th}>Check</th>
              <th scope="col" className={th}>Result</th>
              <th scope="col" className={th}>Note</th>
              <th scope="col" className={th}>Who</th>
              <th scope="col" className={th}>When</th>
            </tr>
          </thead>
          <tbody>
            {checks.map((check) => (
              <tr key={check.id}>
                <td data-label="Check" className={`${td} font-medium`}>
                  {checkLabel(check)}
                </td>
                <td data-label="Result" className={td}>
                  {check.result === "passed" ? "Passed" : "Failed"}
                </td>
                <td data-label="Note" className={`${td} break-words`}>
                  {check.note || "—"}
                </td>
                <td data-label="Who" className={`${td} wrap-anywhere`}>
                  {checkedByLabel(check)}
                </td>
                <td data-label="When" className={`${td} whitespace-nowrap`}>
                  {formatDateTime(check.checkedAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}
