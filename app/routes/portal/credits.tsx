import { Tabs } from "radix-ui";
import { data, Form, redirect, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { num, ScrollTable, td, th } from "~/components/portal/scroll-table";
import { StatusBadge } from "~/components/portal/status-badge";
import { Button } from "~/components/ui/button";
import { cn, focusRing } from "~/components/ui/cn";
import { readFormFields } from "~/lib/read-form";
import { getAccounts, portalViewer } from "~/modules/accounts/index.server";
import { appPaymentAdapter, appStripeAdapter, NO_PROCESSOR_MESSAGE } from "~/modules/credits/index.server";
import { buyCredits, checkoutOutcome, creditsPage } from "~/modules/portal/index.server";
import { formatDollars } from "~/lib/money";
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUS_TONES } from "~/modules/credits";
import { formatDate } from "~/lib/ohio-time";
import { useActionAnswer } from "~/components/portal/use-action-answer";
import { WaitingRequestsNotice } from "~/components/portal/waiting-requests-notice";
import { LedgerTable } from "~/components/portal/ledger-table";
import type { Route } from "./+types/credits";

export function meta() {
  return [{ title: `Credits | ${BRAND.name} Pro` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  const portal = portalViewer(context);
  const providerId = portal.provider.id;
  // Stripe's return is confirmed first, so the balance below already has its credits.
  const outcome = await checkoutOutcome(accounts.db, appStripeAdapter(), { providerId, searchParams: new URL(request.url).searchParams });
  const demo = portal.mode === "demo";
  const page = await creditsPage(accounts.db, providerId, { demo });
  const closed = appPaymentAdapter() ? null : NO_PROCESSOR_MESSAGE;
  return { ...page, demo, outcome, closed };
}

/** Buy: a pending payment, then off to the processor's checkout. Nothing is charged here. */
export async function action({ context, request }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const { provider } = portalViewer(context);
  const fields = await readFormFields(request);
  const result = await buyCredits(accounts.db, appPaymentAdapter(), { providerId: provider.id, packageKey: fields.package ?? "" });
  if (!result.ok) return data({ message: result.message }, { status: result.status });
  return redirect(result.checkoutUrl);
}

export default function Credits({ loaderData, actionData: latest }: Route.ComponentProps) {
  const actionData = useActionAnswer(latest);
  const { balance, waitingRequests, packages, purchases, ledger, demo, outcome, closed } = loaderData;
  const navigation = useNavigation();
  const buying = navigation.state !== "idle" ? navigation.formData?.get("package") : null;
  const message = actionData ? { ok: false, message: actionData.message } : outcome;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Credits</h1>
      {message ? (
        <p role={message.ok ? "status" : "alert"} className={message.ok ? "rounded-card border border-success bg-success-soft p-3" : "rounded-card border border-danger bg-danger-soft p-3"}>
          {message.message}
        </p>
      ) : null}
      <section aria-labelledby="balance-heading" className="rounded-card border border-line p-4">
        <h2 id="balance-heading" className="text-sm text-muted">
          Your balance
        </h2>
        <p className="text-3xl font-bold tabular-nums">
          {balance} <span className="text-lg font-normal text-muted">credits</span>
        </p>
        <p className="mt-1 text-sm text-muted">
          You pay only for leads you accept, at the price shown before you accept. Credits never top up by themselves.
        </p>
        <WaitingRequestsNotice className="mt-3" count={waitingRequests} ending={(them) => `, so credits you buy now can bring ${them} to you at once.`} />
      </section>

      <section aria-labelledby="packages-heading">
        <h2 id="packages-heading" className="text-lg font-semibold">
          Buy credits
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {packages.map((pkg) => (
            <li key={pkg.key} className="flex flex-col gap-2 rounded-card border border-line p-4">
              <p className="font-semibold">{pkg.name}</p>
              <p className="text-2xl font-bold tabular-nums">{pkg.credits} credits</p>
              <p className="text-muted">
                {formatDollars(pkg.priceCents)}
                {pkg.savingsPercent > 0 ? <StatusBadge tone="new" className="ml-2">Save {pkg.savingsPercent}%</StatusBadge> : null}
              </p>
              <Form method="post" className="mt-auto">
                <input type="hidden" name="package" value={pkg.key} />
                <Button type="submit" className="w-full" disabled={demo || Boolean(closed) || Boolean(buying)} busy={buying === pkg.key} busyLabel="Opening checkout…" aria-label={`Buy ${pkg.credits} credits for ${formatDollars(pkg.priceCents)}`}>
                  Buy
                </Button>
              </Form>
            </li>
          ))}
        </ul>
        {demo ? <p className="mt-2 text-sm text-muted">Not available in demo mode: changes are not saved.</p> : null}
        {closed && !demo ? (
          <p role="note" className="mt-2 rounded-card border border-line bg-canvas p-3">
            {closed}
          </p>
        ) : null}
      </section>

      <Tabs.Root defaultValue="ledger" className="flex flex-col gap-3">
        <Tabs.List aria-label="Credit history" className="flex gap-2 border-b border-line">
          {[
            ["ledger", "All credit moves"],
            ["purchases", "Purchases"],
          ].map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value!}
              className={cn(
                "-mb-px min-h-11 border-b-2 border-transparent px-3 font-medium text-muted data-[state=active]:border-primary data-[state=active]:text-primary-hover",
                focusRing,
              )}
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* A panel holding a table is not a Tab stop of its own: the table's scrolling region is (ScrollTable). */}
        <Tabs.Content value="ledger" className={focusRing} tabIndex={ledger.length === 0 ? 0 : -1}>
          {ledger.length === 0 ? (
            <p className="rounded-card border border-dashed border-line p-6 text-center text-muted">No credit moves yet. Buy a package to start.</p>
          ) : (
            <LedgerTable label="All credit moves" lines={ledger} leadLink={{ href: (leadId) => `/provider/leads/${leadId}`, text: "View lead" }} />
          )}
        </Tabs.Content>
        <Tabs.Content value="purchases" className={focusRing} tabIndex={purchases.length === 0 ? 0 : -1}>
          {purchases.length === 0 ? (
            <p className="rounded-card border border-dashed border-line p-6 text-center text-muted">No purchases yet.</p>
          ) : (
            <ScrollTable label="Purchases" stacked>
              <thead>
                <tr>
                  <th scope="col" className={th}>Date</th>
                  <th scope="col" className={th}>Status</th>
                  <th scope="col" className={cn(th, num)}>Credits</th>
                  <th scope="col" className={cn(th, num)}>Amount</th>
                  <th scope="col" className={th}>Receipt</th>
                </tr>
              </thead>
              <tbody>
                {purchases.map((payment) => (
                  <tr key={payment.id}>
                    <td data-label="Date" className={td}>{formatDate(payment.createdAt)}</td>
                    <td data-label="Status" className={td}>
                      <StatusBadge tone={PAYMENT_STATUS_TONES[payment.status]}>{PAYMENT_STATUS_LABELS[payment.status]}</StatusBadge>
                      {payment.failureReason ? <span className="ml-2 text-muted">{payment.failureReason}</span> : null}
                      {payment.status === "pending" ? <span className="ml-2 text-muted">Not paid yet</span> : null}
                    </td>
                    <td data-label="Credits" className={cn(td, num)}>{payment.credits}</td>
                    <td data-label="Amount" className={cn(td, num)}>{formatDollars(payment.amountCents)}</td>
                    <td className={td}>
                      <Link to={`/provider/credits/purchases/${payment.id}`} className="text-primary underline underline-offset-4">
                        {payment.status === "pending" || payment.status === "failed" || payment.status === "expired" ? "View details" : "View receipt"}
                        <span className="sr-only"> for the purchase of {formatDate(payment.createdAt)}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
