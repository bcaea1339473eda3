import { Form } from "react-router";
import { Search } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { ScrollTable, td, th } from "~/components/portal/scroll-table";
import { StatusBadge } from "~/components/portal/status-badge";
import { cn } from "~/components/ui/cn";
import { BRAND } from "~/brand";
import { VERIFICATION_STATUSES } from "~/db/enums";
import { getAccounts, signedInOperator } from "~/modules/accounts/index.server";
import { VERIFICATION_TONES, type VerificationStatus } from "~/modules/admin";
import { VERIFICATION_LABELS } from "~/modules/providers";
import { findPros, PRO_SEARCH_LIMIT, vettingQueue } from "~/modules/admin/index.server";
import { readFormFields } from "~/lib/read-form";
import { formatDate } from "~/lib/ohio-time";
import type { Route } from "./+types/vetting";

export function meta() {
  return [{ title: `Vetting | Operations | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

function statusParam(url: URL): VerificationStatus {
  const value = url.searchParams.get("status");
  return (VERIFICATION_STATUSES as readonly string[]).includes(value ?? "") ? (value as VerificationStatus) : "pending";
}

/** Pros by status (pending by default), oldest first, with how many required checks are still missing. */
export async function loader({ context, request }: Route.LoaderArgs) {
  signedInOperator(context);
  const accounts = await getAccounts();
  const status = statusParam(new URL(request.url));
  return { status, pros: await vettingQueue(accounts.db, status), query: null, limit: PRO_SEARCH_LIMIT };
}

/**
 * Finds a pro in any status by business, owner's name, e-mail or phone. Posted, like the leads search
 * (routes/admin/leads.tsx): what is typed may name a person, which would stay in the browser's history and proxies' logs.
 */
export async function action({ context, request }: Route.ActionArgs) {
  signedInOperator(context);
  const accounts = await getAccounts();
  const query = ((await readFormFields(request)).q ?? "").trim().slice(0, 200);
  return { status: null, pros: query ? await findPros(accounts.db, query) : [], query, limit: PRO_SEARCH_LIMIT };
}

export default function Vetting({ loaderData, actionData }: Route.ComponentProps) {
  const { status, pros, query, limit } = actionData ?? loaderData;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Vetting</h1>
      <Form method="post" role="search" aria-label="Find a pro" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow">
          <Label htmlFor="pro-q">Find a pro: business, owner, e-mail or phone</Label>
          <Input key={query ?? ""} id="pro-q" name="q" type="search" maxLength={200} autoComplete="off" defaultValue={query ?? ""} className="mt-1" />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </Form>
      <nav aria-label="Pros by status" className="flex flex-wrap gap-2">
        {VERIFICATION_STATUSES.map((value) => (
          <Link
            key={value}
            to={`/admin/vetting?status=${value}`}
            aria-current={value === status ? "page" : undefined}
            className={cn(
              "inline-flex min-h-11 items-center rounded-control border px-3 font-medium",
              value === status ? "border-primary bg-primary-soft text-primary-hover" : "border-line text-ink hover:border-primary",
            )}
          >
            {VERIFICATION_LABELS[value]}
          </Link>
        ))}
      </nav>
      {query !== null ? (
        <p role="status" className="text-muted">
          {pros.length === 0
            ? `No pro matches “${query}”.`
            : pros.length === limit
              ? `The first ${limit} pros matching “${query}”, in every status.`
              : `${pros.length} ${pros.length === 1 ? "pro matches" : "pros match"} “${query}”, in every status.`}
        </p>
      ) : null}
      {pros.length === 0 ? (
        query !== null ? null : (
          <p className="rounded-card border border-line p-4 text-muted">No pros in “{VERIFICATION_LABELS[status ?? "pending"]}” right now.</p>
        )
      ) : (
        <ScrollTable label="Pros" stacked>
          <thead>
            <tr>
              <th className={th}>Business</th>
              {status === null ? <th className={th}>Status</th> : null}
              <th className={th}>Trades</th>
              <th className={th}>Signed up</th>
              <th className={th}>Checks</th>
            </tr>
          </thead>
          <tbody>
            {pros.map((pro) => (
              <tr key={pro.id}>
                <td data-label="Business" className={`${td} wrap-anywhere`}>
                  <Link to={`/admin/pros/${pro.id}`} className="font-semibold text-primary underline underline-offset-4">
                    {pro.businessName}
                  </Link>
                  <div className="text-muted">
                    {pro.city || "No city"} · {pro.email}
                  </div>
                </td>
                {status === null ? (
                  <td data-label="Status" className={td}>
                    <StatusBadge tone={VERIFICATION_TONES[pro.status]}>{VERIFICATION_LABELS[pro.status]}</StatusBadge>
                  </td>
                ) : null}
                <td data-label="Trades" className={td}>{pro.categories.length > 0 ? pro.categories.join(", ") : <span className="text-muted">None chosen yet</span>}</td>
                <td data-label="Signed up" className={td}>{formatDate(pro.createdAt)}</td>
                <td data-label="Checks" className={td}>
                  {pro.missing === 0 ? (
                    <StatusBadge tone={VERIFICATION_TONES.verified}>All passed</StatusBadge>
                  ) : (
                    <StatusBadge tone="neutral">{pro.missing} to do</StatusBadge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
