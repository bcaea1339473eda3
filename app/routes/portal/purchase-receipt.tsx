import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { StatusBadge } from "~/components/portal/status-badge";
import { getAccounts, portalViewer } from "~/modules/accounts/index.server";
import { formatDollars } from "~/lib/money";
import { moneyTaken, PAYMENT_STATUS_LABELS, PAYMENT_STATUS_TONES, UNPAID_PURCHASE_TEXT } from "~/modules/credits";
import { formatDate, formatDateTime } from "~/lib/ohio-time";
import { purchaseReceipt, userErrorOf } from "~/modules/portal/index.server";
import type { Route } from "./+types/purchase-receipt";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData && !moneyTaken(loaderData.status) ? "Purchase" : "Receipt"} | ${BRAND.name} Pro` }, { name: "robots", content: "noindex" }];
}


/** A purchase's receipt; another pro's purchase, or an unknown id, is a 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  const portal = portalViewer(context);
  try {
    return await purchaseReceipt(accounts.db, { providerId: portal.provider.id, paymentId: params.paymentId });
  } catch (error) {
    if (userErrorOf(error)?.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export default function PurchaseReceipt({ loaderData }: Route.ComponentProps) {
  const receipt = loaderData;
  const rows: [string, string][] = [
    ["Package", receipt.packageName],
    ["Credits", String(receipt.credits)],
    ["Amount", formatDollars(receipt.amountCents)],
    ["Date", formatDate(receipt.createdAt)],
    ...(receipt.completedAt && receipt.status !== "failed" && receipt.status !== "expired" ? [["Paid", formatDateTime(receipt.completedAt)] as [string, string]] : []),
    ...(receipt.refundedCents > 0
      ? [
          ["Refunded", formatDollars(receipt.refundedCents)] as [string, string],
          ["Credits taken back", String(receipt.creditsReversed)] as [string, string],
        ]
      : []),
    [moneyTaken(receipt.status) ? "Paid through" : "Checkout", receipt.processor],
    ["Processor reference", receipt.processorReference],
    [moneyTaken(receipt.status) ? "Receipt number" : "Purchase number", receipt.id],
  ];
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <p>
        <Link to="/provider/credits" className="text-primary underline underline-offset-4">
          Back to credits
        </Link>
      </p>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{moneyTaken(receipt.status) ? "Receipt" : "Purchase"}</h1>
        <StatusBadge tone={PAYMENT_STATUS_TONES[receipt.status]}>{PAYMENT_STATUS_LABELS[receipt.status]}</StatusBadge>
      </header>
      {receipt.failureReason && (receipt.status === "failed" || receipt.status === "expired") ? <p className="text-muted">{receipt.failureReason} No money was taken.</p> : null}
      {UNPAID_PURCHASE_TEXT[receipt.status] ? <p className="text-muted">{UNPAID_PURCHASE_TEXT[receipt.status]}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-card border border-line p-4">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium break-all tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {receipt.history.length > 0 ? (
        <section aria-labelledby="history-heading">
          <h2 id="history-heading" className="text-lg font-semibold">
            History
          </h2>
          <ol className="mt-2 flex flex-col gap-1">
            {receipt.history.map((step, index) => (
              <li key={index}>
                <span className="text-muted">{formatDateTime(step.createdAt)}</span> · {PAYMENT_STATUS_LABELS[step.toStatus]}
                {step.detail ? `: ${step.detail}` : ""}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
