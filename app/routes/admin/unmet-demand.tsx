import { BRAND } from "~/brand";
import { getAccounts, signedInOperator } from "~/modules/accounts/index.server";
import { listUnmetDemand, UNMET_DEMAND_WEEKS } from "~/modules/admin/index.server";
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
        which trade. Each waited 72 hours for the first pro to become available.
      </p>
      {rows.length === 0 ? (
        <p className="rounded-card border border-line p-4">Every request found a pro.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">ZIP</th>
              <th scope="col">County</th>
              <th scope="col">Trade</th>
              <th scope="col">Requests</th>
              <th scope="col">Waiting</th>
              <th scope="col">Taken later</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.week}-${row.zip}-${row.trade}`} className="border-t border-line">
                <td>{row.week}</td>
                <td>{row.zip}</td>
                <td>{row.county}</td>
                <td>{row.trade}</td>
                <td>{row.requests}</td>
                <td>{row.waiting}</td>
                <td>{row.laterMatched}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
