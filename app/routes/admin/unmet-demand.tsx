import { BRAND } from "~/brand";
import { getAccounts, signedInOperator } from "~/modules/accounts/index.server";
import { listUnmetDemand, UNMET_DEMAND_WEEKS } from "~/modules/admin/index.server";
import { HOLD_HOURS } from "~/modules/matching";
import { formatDate } from "~/lib/ohio-time";
import { num, ScrollTable, td, th } from "~/components/portal/scroll-table";
import type { Route } from "./+types/unmet-demand";

export function meta() {
  return [{ title: `Unmet demand | Operations | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ context }: Route.LoaderArgs) {
  signedInOperator(context);
  const accounts = await getAccounts();
  return { rows: await listUnmetDemand(accounts.db), weeks: UNMET_DEMAND_WEEKS };
}

export default function AdminUnmetDemand({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Unmet demand</h1>
        <a href="/admin/unmet-demand.csv" download className="font-semibold text-primary underline underline-offset-4">
          Download CSV
        </a>
      </div>
      <p className="text-muted">
        Requests no verified pro could take when they came in, over the last {loaderData.weeks} weeks: where to recruit, and for
        which trade. Each waited {HOLD_HOURS} hours for the first pro to become available.
      </p>
      {rows.length === 0 ? (
        <p className="rounded-card border border-line p-4">Every request found a pro.</p>
      ) : (
        <ScrollTable label="Requests no pro could take, by week, ZIP and trade" stacked>
          <thead>
            <tr>
              <th scope="col" className={th}>Week of</th>
              <th scope="col" className={th}>ZIP</th>
              <th scope="col" className={th}>County</th>
              <th scope="col" className={th}>Trade</th>
              <th scope="col" className={`${th} ${num}`}>Requests</th>
              <th scope="col" className={`${th} ${num}`}>Waiting</th>
              <th scope="col" className={`${th} ${num}`}>Taken later</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.week}-${row.zip}-${row.trade}`}>
                {/* The week's Monday is an Ohio calendar day; noon UTC falls on that day in Ohio, so formatDate reads it back. */}
                <td data-label="Week of" className={td}>{formatDate(`${row.week}T12:00:00Z`)}</td>
                <td data-label="ZIP" className={td}>{row.zip}</td>
                <td data-label="County" className={td}>{row.county}</td>
                <td data-label="Trade" className={td}>{row.trade}</td>
                <td data-label="Requests" className={`${td} ${num}`}>{row.requests}</td>
                <td data-label="Waiting" className={`${td} ${num}`}>{row.waiting}</td>
                <td data-label="Taken later" className={`${td} ${num}`}>{row.laterMatched}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
