import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { ScrollTable, td, th } from "~/components/portal/scroll-table";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { BRAND } from "~/brand";
import { getAccounts, signedInOperator } from "~/modules/accounts/index.server";
import { auditActionLabel } from "~/modules/admin";
import { auditChanges, searchAudit } from "~/modules/admin/index.server";
import { formatDateTime } from "~/lib/ohio-time";
import type { Route } from "./+types/audit";

export function meta() {
  return [{ title: `Audit log | Operations | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

/** The audit log, newest first, searchable by the target's name or id; read-only (the table refuses edits). */
export async function loader({ context, request }: Route.LoaderArgs) {
  signedInOperator(context);
  const accounts = await getAccounts();
  const url = new URL(request.url);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const result = await searchAudit(accounts.db, { query: url.searchParams.get("q") ?? "", page: Number.isFinite(page) ? page : 1 });
  return {
    ...result,
    entries: result.entries.map((entry) => ({ ...entry, changes: auditChanges(entry.before, entry.after), before: undefined, after: undefined })),
  };
}

function pageHref(query: string, page: number) {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/audit?${search}` : "/admin/audit";
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, pageCount, query } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Audit log</h1>
      <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow">
          <Label htmlFor="audit-q">Target name or id</Label>
          <Input id="audit-q" name="q" type="search" maxLength={200} defaultValue={query} className="mt-1" />
        </div>
        <Button type="submit">Search</Button>
      </Form>
      <p role="status" className="text-muted">
        {total === 0 ? (query ? `No entries about “${query}”.` : "No operator has acted yet.") : `${total} ${total === 1 ? "entry" : "entries"}${query ? ` about “${query}”` : ""}, newest first.`}
      </p>
      {entries.length > 0 ? (
        <ScrollTable label="Audit entries" stacked>
          <thead>
            <tr>
              <th className={th}>When</th>
              <th className={th}>Who</th>
              <th className={th}>What</th>
              <th className={th}>Target</th>
              <th className={th}>Before → after</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label="When" className={`${td} whitespace-nowrap`}>
                  {formatDateTime(entry.createdAt)}
                </td>
                <td data-label="Who" className={`${td} wrap-anywhere`}>
                  {entry.actorEmail}
                </td>
                <td data-label="What" className={td}>
                  {auditActionLabel(entry.action)}
                </td>
                <td data-label="Target" className={td}>
                  {entry.targetType === "provider" ? (
                    <Link to={`/admin/pros/${entry.targetId}`} className="font-semibold text-primary underline underline-offset-4">
                      {entry.targetName}
                    </Link>
                  ) : (
                    <span className="font-semibold">{entry.targetName}</span>
                  )}
                  <span className="block text-xs break-all text-muted">
                    {entry.targetType} {entry.targetId}
                  </span>
                </td>
                <td data-label="Before → after" className={td}>
                  {entry.changes.length === 0 ? (
                    "—"
                  ) : (
                    <ul>
                      {entry.changes.map((change) => (
                        <li key={change.field} className="break-words">
                          <span className="text-muted">{change.field}:</span> {change.before === null ? change.after : `${change.before} → ${change.after}`}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}
      {pageCount > 1 ? (
        <nav aria-label="Audit log pages" className="flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link to={pageHref(query, page - 1)} className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
              Newer entries
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={pageHref(query, page + 1)} className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
              Older entries
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
