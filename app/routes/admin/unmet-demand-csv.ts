import { getAccounts } from "~/modules/accounts/app-accounts.server";
import { requireAdmin } from "~/modules/accounts/session.server";
import { listUnmetDemand, unmetDemandCsv } from "~/modules/admin/unmet-demand.server";
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
