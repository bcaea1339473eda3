import { plural } from "~/lib/plural";
import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { BRAND } from "~/brand";
import { StatusBadge } from "~/components/portal/status-badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { readFormFields } from "~/lib/read-form";
import { getAccounts, signedInOperator } from "~/modules/accounts/index.server";
import { refusalAtTop } from "~/modules/admin";
import { listPurchases, PURCHASE_REFUND_REASON_MAX_LENGTH, purchasesPageAction } from "~/modules/admin/index.server";
import { appAdapterNamed } from "~/modules/credits/index.server";
import { findPackage, isRefundable, PAYMENT_STATUS_LABELS, PAYMENT_STATUS_TONES } from "~/modules/credits";
import { formatDollars } from "~/lib/money";
import { formatDateTime } from "~/lib/ohio-time";
import type { Route } from "./+types/purchases";

export function meta() {
  return [{ title: `Purchases | Operations | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  signedInOperator(context);
  const accounts = await getAccounts();
  const purchases = await listPurchases(accounts.db);
  return {
    purchases: purchases.map((purchase) => ({ ...purchase, packageName: findPackage(purchase.packageKey)?.name ?? purchase.packageKey, refundable: isRefundable(purchase.status) })),
    reasonMax: PURCHASE_REFUND_REASON_MAX_LENGTH,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const admin = signedInOperator(context);
  const values = await readFormFields(request);
  const { status, outcome } = await purchasesPageAction(accounts.db, { actor: { userId: admin.id, email: admin.email }, values, adapterNamed: appAdapterNamed });
  if (status === 404) throw data(null, { status: 404 });
  return data(outcome, { status });
}

export default function AdminPurchases({ loaderData, actionData }: Route.ComponentProps) {
  const { purchases, reasonMax } = loaderData;
  const navigation = useNavigation();
  const busyId = navigation.state === "submitting" ? navigation.formData?.get("paymentId") : null;
  useEffect(() => {
    if (actionData?.ok) toast({ title: actionData.message });
  }, [actionData]);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Purchases</h1>
      <p className="text-muted">
        The latest purchases of credits. A refund gives the money back through the processor and takes back the credits the pro has not spent.
      </p>
      {/* A purchase refunded from another tab shows no refund form any more: its refusal is said here. */}
      {actionData && !actionData.ok && refusalAtTop(actionData, purchases.filter((purchase) => purchase.refundable)) ? (
        <p role="alert" className="rounded-card border border-danger bg-danger-soft p-3">
          {actionData.message}
        </p>
      ) : null}
      {purchases.length === 0 ? <p className="text-muted">No purchases yet.</p> : null}
      <ul className="flex flex-col gap-3">
        {purchases.map((purchase) => {
          const refused = actionData && !actionData.ok && actionData.targetId === purchase.id ? actionData : null;
          const reasonId = `reason-${purchase.id}`;
          return (
            <li key={purchase.id} className="rounded-card border border-line p-4">
              <p className="flex flex-wrap items-center gap-2">
                <StatusBadge tone={PAYMENT_STATUS_TONES[purchase.status]}>{PAYMENT_STATUS_LABELS[purchase.status]}</StatusBadge>
                <span className="font-semibold">{purchase.businessName}</span>
                <span>
                  · {purchase.packageName}: {purchase.credits} credits for {formatDollars(purchase.amountCents)}
                </span>
              </p>
              <p className="text-sm text-muted">
                {formatDateTime(purchase.createdAt)} · {purchase.adapter === "stripe" ? "Stripe" : "Test checkout"}
                {purchase.refundedCents > 0 ? ` · ${formatDollars(purchase.refundedCents)} refunded, ${plural(purchase.creditsReversed, "credit")} taken back` : ""}
              </p>
              {purchase.refundable ? (
                <Form method="post" className="mt-3 flex flex-col gap-2">
                  <input type="hidden" name="paymentId" value={purchase.id} />
                  <Label htmlFor={reasonId}>Reason for the refund (kept in the audit log)</Label>
                  <Input
                    id={reasonId}
                    name="reason"
                    maxLength={reasonMax}
                    defaultValue={refused?.values?.reason ?? ""}
                    aria-invalid={refused ? true : undefined}
                    aria-describedby={refused ? `${reasonId}-error` : undefined}
                  />
                  {refused ? (
                    <p id={`${reasonId}-error`} role="alert" className="text-danger">
                      {refused.message}
                    </p>
                  ) : null}
                  <Button type="submit" name="intent" value="refund" variant="outline" className="self-start" busy={busyId === purchase.id} busyLabel="Refunding…">
                    Refund {formatDollars(purchase.amountCents - purchase.refundedCents)}
                  </Button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
