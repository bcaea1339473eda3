import { useEffect, useState } from "react";
import { ArrowLeft, ShieldAlert } from "~/components/ui/icons";
import { data, Form, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { DemoBadge } from "~/components/demo-badge";
import { ConfirmDialog } from "~/components/portal/confirm-dialog";
import { num, ScrollTable, td, th } from "~/components/portal/scroll-table";
import { StatusBadge } from "~/components/portal/status-badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { formatPhone } from "~/lib/phone";
import { readFormFields } from "~/lib/read-form";
import { getAccounts, signedInOperator } from "~/modules/accounts/index.server";
import { adminErrorOf, adminLeadDetail, FRAUD_REASON_MAX_LENGTH, consoleLeadAction } from "~/modules/admin/index.server";
import { LEAD_STATUS_LABELS, LEAD_STATUS_TONES } from "~/modules/admin";
import { budgetLabel, timingLabel } from "~/modules/catalog";
import { DELIVERY_STATUS_LABELS, DELIVERY_STATUS_TONES } from "~/modules/pipeline";
import { formatDateTime } from "~/lib/ohio-time";
import type { Route } from "./+types/lead-detail";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.lead.title ?? "Request"} | Operations | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  signedInOperator(context);
  const accounts = await getAccounts();
  try {
    return { ...(await adminLeadDetail(accounts.db, params.leadId)), reasonMax: FRAUD_REASON_MAX_LENGTH };
  } catch (error) {
    if (adminErrorOf(error)?.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const admin = signedInOperator(context);
  const values = await readFormFields(request);
  const { status, outcome } = await consoleLeadAction(accounts.db, { leadId: params.leadId, actor: { userId: admin.id, email: admin.email }, values });
  if (status === 404) throw data(null, { status: 404 });
  return data({ ...outcome, typedReason: values.reason ?? "" }, { status });
}

export default function AdminLeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, deliveries, history, reasonMax } = loaderData;
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (actionData?.ok) toast({ title: actionData.message });
  }, [actionData]);

  return (
    <div className="flex flex-col gap-6">
      <Link to="/admin/leads" className="inline-flex min-h-11 items-center gap-2 self-start font-medium text-primary underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All leads
      </Link>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          {lead.demo ? <DemoBadge subject="request" /> : null}
          <StatusBadge tone={LEAD_STATUS_TONES[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</StatusBadge>
        </div>
        {/* A lead's title is long (job, town and day): a size smaller on a phone, where it took five lines. */}
        <h1 className="text-xl font-bold sm:text-2xl">{lead.title}</h1>
        <p className="text-muted">
          {lead.categoryName} · ZIP {lead.zip} · made {formatDateTime(lead.createdAt)}
        </p>
      </header>

      <section aria-labelledby="contact-heading" className="rounded-card border border-line p-4">
        <h2 id="contact-heading" className="text-lg font-semibold">
          Homeowner
        </h2>
        <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[9rem_1fr]">
          <dt className="text-muted">Name</dt>
          <dd>
            {lead.firstName} {lead.lastName}
          </dd>
          <dt className="text-muted">E-mail</dt>
          <dd className="break-all">{lead.email}</dd>
          <dt className="text-muted">Phone</dt>
          <dd>{lead.phone ? formatPhone(lead.phone) : "Not given"}</dd>
          <dt className="text-muted">Address</dt>
          <dd>{[lead.street, lead.city].filter(Boolean).join(", ") || "Not given"}</dd>
          <dt className="text-muted">Budget</dt>
          <dd>{budgetLabel(lead.budgetOption)}</dd>
          <dt className="text-muted">Timing</dt>
          <dd>{timingLabel(lead.urgency)}</dd>
          <dt className="text-muted">Details</dt>
          <dd className="whitespace-pre-line wrap-anywhere">{lead.details || "No details given"}</dd>
        </dl>
      </section>

      <section aria-labelledby="deliveries-heading" className="flex flex-col gap-3">
        <h2 id="deliveries-heading" className="text-lg font-semibold">
          Pros it went to
        </h2>
        {deliveries.length === 0 ? (
          <p className="text-muted">It was not sent to any pro.</p>
        ) : (
          <ScrollTable label="Pros it went to, with their status and credits" stacked>
            <thead>
              <tr>
                <th className={th}>Pro</th>
                <th className={th}>Status</th>
                <th className={`${th} ${num}`}>Price</th>
                <th className={`${th} ${num}`}>Charged</th>
                <th className={`${th} ${num}`}>Refunded</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.providerId}>
                  <td data-label="Pro" className={td}>
                    {delivery.businessName}
                    {delivery.isDemo ? <DemoBadge subject="business" className="ml-2" /> : null}
                  </td>
                  <td data-label="Status" className={td}>
                    <StatusBadge tone={DELIVERY_STATUS_TONES[delivery.status]}>{DELIVERY_STATUS_LABELS[delivery.status]}</StatusBadge>
                  </td>
                  <td data-label="Price" className={`${td} ${num}`}>{delivery.priceCredits}</td>
                  <td data-label="Charged" className={`${td} ${num}`}>{delivery.chargedCredits > 0 ? delivery.chargedCredits : "No"}</td>
                  <td data-label="Refunded" className={`${td} ${num}`}>{delivery.refundedCredits > 0 ? delivery.refundedCredits : "No"}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </section>

      <section aria-labelledby="events-heading" className="flex flex-col gap-3">
        <h2 id="events-heading" className="text-lg font-semibold">
          History
        </h2>
        <ol className="flex flex-col gap-2">
          {history.map((event) => (
            <li key={event.id} className="rounded-card border border-line-soft p-3">
              <p className="font-medium">{event.what}</p>
              <p className="text-sm text-muted">
                {formatDateTime(event.at)} · by {event.who}
                {event.reason ? ` · ${event.reason}` : ""}
              </p>
            </li>
          ))}
        </ol>
      </section>

      {lead.status === "fraud" ? null : (
        <section aria-labelledby="fraud-heading" className="rounded-card border border-danger p-4">
          <h2 id="fraud-heading" className="flex items-center gap-2 text-lg font-semibold">
            <ShieldAlert aria-hidden="true" className="size-5 text-danger" />
            Flag as fraud
          </h2>
          <p className="mt-1 text-muted">Every pro who paid for this request gets their credits back, and it leaves their inbox.</p>
          <Form method="post" id="fraud-form" className="mt-3 flex flex-col gap-2" onSubmit={() => setConfirming(false)}>
            <input type="hidden" name="intent" value="flag-fraud" />
            <Label htmlFor="fraud-reason">Why is it fraud?</Label>
            <Textarea
              id="fraud-reason"
              name="reason"
              rows={3}
              maxLength={reasonMax}
              defaultValue={actionData && !actionData.ok ? actionData.typedReason : ""}
              aria-invalid={actionData && !actionData.ok ? true : undefined}
              aria-describedby={actionData && !actionData.ok ? "fraud-error" : undefined}
            />
            {actionData && !actionData.ok ? (
              <p id="fraud-error" role="alert" className="text-danger">
                {actionData.message}
              </p>
            ) : null}
          </Form>
          <div className="mt-3">
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title="Flag this request as fraud?"
              description="Pros who paid are refunded at once. This cannot be undone."
              trigger={
                <Button variant="destructive" busy={navigation.state === "submitting"} busyLabel="Flagging…">
                  Flag as Fraud
                </Button>
              }
              confirm={
                <Button type="submit" form="fraud-form" variant="destructive">
                  Flag and Refund
                </Button>
              }
            />
          </div>
        </section>
      )}
    </div>
  );
}
