import { Link } from "~/components/ui/link";
import { ScrollTable, td, th } from "~/components/portal/scroll-table";
import { StatusBadge } from "~/components/portal/status-badge";
import { cn } from "~/components/ui/cn";
import { BRAND } from "~/brand";
import { VERIFICATION_STATUSES } from "~/db/enums";
import { getAccounts, signedInOperator } from "~/modules/accounts/index.server";
import { VERIFICATION_LABELS, VERIFICATION_TONES, type VerificationStatus } from "~/modules/admin";
import { vettingQueue } from "~/modules/admin/index.server";
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
  return { status, pros: await vettingQueue(accounts.db, status) };
}

export default function Vetting({ loaderData }: Route.ComponentProps) {
  const { status, pros } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Vetting</h1>
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
      {pros.length === 0 ? (
        <p className="rounded-card border border-line p-4 text-muted">No pros are {VERIFICATION_LABELS[status].toLowerCase()} right now.</p>
      ) : (
        <ScrollTable label="Pros">
          <thead>
            <tr>
              <th className={th}>Business</th>
              <th className={th}>Trades</th>
              <th className={th}>Signed up</th>
              <th className={th}>Checks</th>
            </tr>
          </thead>
          <tbody>
            {pros.map((pro) => (
              <tr key={pro.id}>
                <td className={td}>
                  <Link to={`/admin/pros/${pro.id}`} className="font-semibold text-primary underline underline-offset-4">
                    {pro.businessName}
                  </Link>
                  <div className="text-muted">
                    {pro.city || "No city"} · {pro.email}
                  </div>
                </td>
                <td className={td}>{pro.categories.length > 0 ? pro.categories.join(", ") : <span className="text-muted">None chosen yet</span>}</td>
                <td className={td}>{formatDate(pro.createdAt)}</td>
                <td className={td}>
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
