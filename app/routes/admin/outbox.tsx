import { useEffect } from "react";
import { data, Form } from "react-router";
import { BRAND } from "~/brand";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { readFormFields } from "~/lib/read-form";
import { getAccounts, signedInOperator } from "~/modules/accounts/index.server";
import { outboxPageAction } from "~/modules/admin/index.server";
import { listFailedNotifications } from "~/modules/notifications/index.server";
import { formatDateTime } from "~/lib/ohio-time";
import type { Route } from "./+types/outbox";

export function meta() {
  return [{ title: `Outbox | Operations | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  signedInOperator(context);
  const accounts = await getAccounts();
  return { failed: await listFailedNotifications(accounts.db, { limit: 100 }) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const admin = signedInOperator(context);
  const values = await readFormFields(request);
  const { status, outcome } = await outboxPageAction(accounts.db, { actor: { userId: admin.id, email: admin.email }, values });
  if (status === 404) throw data(null, { status: 404 });
  return data(outcome, { status });
}

export default function AdminOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { failed } = loaderData;
  useEffect(() => {
    if (actionData?.ok) toast({ title: actionData.message });
  }, [actionData]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Outbox</h1>
        {failed.length > 0 ? (
          <Form method="post">
            <Button type="submit" name="intent" value="retry-all">
              Retry All ({failed.length})
            </Button>
          </Form>
        ) : null}
      </div>
      <p className="text-muted">E-mails that failed after every automatic attempt. Fix the cause (a mail server setting, a wrong address), then retry.</p>
      {actionData && !actionData.ok ? (
        <p role="alert" className="rounded-card border border-danger bg-danger-soft p-3">
          {actionData.message}
        </p>
      ) : null}
      {failed.length === 0 ? <p className="rounded-card border border-line p-4">No failed e-mails. Everything was sent.</p> : null}
      <ul className="flex flex-col gap-3">
        {failed.map((message) => (
          <li key={message.id} className="flex flex-col gap-2 rounded-card border border-line p-4">
            <p className="font-semibold">{message.subject}</p>
            <p className="text-sm break-all text-muted">
              To {message.recipient} · {message.template} · queued {formatDateTime(message.createdAt)} · {message.attempts} attempts
            </p>
            <p className="rounded-control bg-danger-soft p-2 font-mono text-sm break-all">{message.lastError ?? "No error was recorded."}</p>
            <Form method="post">
              <input type="hidden" name="id" value={message.id} />
              <Button type="submit" name="intent" value="retry" variant="outline" size="sm">
                Retry
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
