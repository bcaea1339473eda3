import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { StatusBadge } from "~/components/portal/status-badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { readFormFields } from "~/lib/read-form";
import { getAccounts, signedInOperator } from "~/modules/accounts/index.server";
import { REFUND_STATUS_LABELS, REFUND_STATUS_TONES, refusalAtTop } from "~/modules/admin";
import { listRefundRequests, REFUND_DECISION_NOTE_MAX_LENGTH, refundsPageAction } from "~/modules/admin/index.server";
import { formatDateTime } from "~/lib/ohio-time";
import { HOMEOWNER_CLOSED_REASON } from "~/modules/pipeline";
import type { Route } from "./+types/refunds";

export function meta() {
  return [{ title: `Refund requests | Operations | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  signedInOperator(context);
  const accounts = await getAccounts();
  return { requests: await listRefundRequests(accounts.db), noteMax: REFUND_DECISION_NOTE_MAX_LENGTH };
}

export async function action({ context, request }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const admin = signedInOperator(context);
  const values = await readFormFields(request);
  const { status, outcome } = await refundsPageAction(accounts.db, { actor: { userId: admin.id, email: admin.email }, values });
  if (status === 404) throw data(null, { status: 404 });
  return data(outcome, { status });
}

export default function AdminRefunds({ loaderData, actionData }: Route.ComponentProps) {
  const { requests, noteMax } = loaderData;
  const navigation = useNavigation();
  const busyId = navigation.state === "submitting" ? navigation.formData?.get("requestId") : null;
  useEffect(() => {
    if (actionData?.ok) toast({ title: actionData.message });
  }, [actionData]);
  const pending = requests.filter((request) => request.status === "pending");
  const decided = requests.filter((request) => request.status !== "pending");

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Refund requests</h1>
      {/* A request decided from another tab is no longer waiting, and its form is gone: its refusal is said here. */}
      {actionData && !actionData.ok && refusalAtTop(actionData, pending) ? (
        <p role="alert" className="rounded-card border border-danger bg-danger-soft p-3">
          {actionData.message}
        </p>
      ) : null}
      <section aria-labelledby="pending-heading" className="flex flex-col gap-3">
        <h2 id="pending-heading" className="text-lg font-semibold">
          Waiting for a decision ({pending.length})
        </h2>
        {pending.length === 0 ? <p className="text-muted">No refund requests are waiting.</p> : null}
        <ul className="flex flex-col gap-4">
          {pending.map((request) => {
            const refused = actionData && !actionData.ok && actionData.targetId === request.id ? actionData : null;
            const noteId = `note-${request.id}`;
            return (
              <li key={request.id} className="rounded-card border border-line p-4">
                <p className="font-semibold">
                  {request.businessName} asks for {request.priceCredits} credits back
                </p>
                <p className="text-sm text-muted">
                  <Link to={`/admin/leads/${request.leadId}`} className="text-primary underline underline-offset-4">
                    {request.leadTitle}
                  </Link>{" "}
                  · {request.categoryName} · asked {formatDateTime(request.createdAt)}
                </p>
                {request.closedByHomeowner ? <p className="mt-1 text-sm">{HOMEOWNER_CLOSED_REASON}: they no longer need the work.</p> : null}
                <blockquote className="mt-2 border-l-4 border-line pl-3 whitespace-pre-line wrap-anywhere">{request.reason}</blockquote>
                <Form method="post" className="mt-3 flex flex-col gap-2">
                  <input type="hidden" name="requestId" value={request.id} />
                  <Label htmlFor={noteId}>Note to the pro (needed to reject)</Label>
                  <Textarea
                    id={noteId}
                    name="note"
                    rows={2}
                    maxLength={noteMax}
                    defaultValue={refused?.values?.note ?? ""}
                    aria-invalid={refused ? true : undefined}
                    aria-describedby={refused ? `${noteId}-error` : undefined}
                  />
                  {refused ? (
                    <p id={`${noteId}-error`} role="alert" className="text-danger">
                      {refused.message}
                    </p>
                  ) : null}
                  <div className="flex flex-wrap gap-3">
                    <Button type="submit" name="intent" value="approve" busy={busyId === request.id} busyLabel="Saving…">
                      Approve Refund
                    </Button>
                    <Button type="submit" name="intent" value="reject" variant="outline" disabled={busyId === request.id}>
                      Reject
                    </Button>
                  </div>
                </Form>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="decided-heading" className="flex flex-col gap-3">
        <h2 id="decided-heading" className="text-lg font-semibold">
          Decided
        </h2>
        {decided.length === 0 ? <p className="text-muted">Nothing decided yet.</p> : null}
        <ul className="flex flex-col gap-2">
          {decided.map((request) => (
            <li key={request.id} className="rounded-card border border-line-soft p-3">
              <p className="flex flex-wrap items-center gap-2">
                <StatusBadge tone={REFUND_STATUS_TONES[request.status]}>{REFUND_STATUS_LABELS[request.status]}</StatusBadge>
                <span className="font-medium">{request.businessName}</span>
                <span className="text-muted">· {request.leadTitle}</span>
              </p>
              <p className="text-sm text-muted">
                {request.decidedAt ? formatDateTime(request.decidedAt) : ""}
                {request.decisionNote ? ` · ${request.decisionNote}` : ""}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
