import { getAccounts, requireAdmin } from "~/modules/accounts/index.server";
import { listUnmetDemand, unmetDemandCsv } from "~/modules/admin/index.server";
import type { Route } from "./+types/unmet-demand-csv";

/** The recruiting list (/admin/unmet-demand) as a CSV file, for operators only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  await requireAdmin(accounts, request, context);
  const csv = unmetDemandCsv(await listUnmetDemand(accounts.db));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="unmet-demand.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
