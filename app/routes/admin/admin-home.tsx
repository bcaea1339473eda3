import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { getAccounts, signedInOperator } from "~/modules/accounts/index.server";
import { consoleCounts } from "~/modules/admin/index.server";
import type { Route } from "./+types/admin-home";

export function meta() {
  return [{ title: `Operations | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

/** The console's home: what waits for an operator, each count a link to its queue. */
export async function loader({ context }: Route.LoaderArgs) {
  signedInOperator(context);
  const accounts = await getAccounts();
  return consoleCounts(accounts.db);
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const queues = [
    { to: "/admin/vetting", count: loaderData.pendingPros, label: "pros waiting for review" },
    { to: "/admin/refunds", count: loaderData.pendingRefunds, label: "refund requests to decide" },
    { to: "/admin/outbox", count: loaderData.failedNotifications, label: "e-mails that failed" },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Operations console</h1>
      <ul className="grid gap-4 sm:grid-cols-3">
        {queues.map((queue) => (
          <li key={queue.to}>
            <Link to={queue.to} className="flex flex-col rounded-card border border-line p-4 hover:border-primary">
              <span className="text-3xl font-bold tabular-nums">{queue.count}</span>
              <span className="text-muted">{queue.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
