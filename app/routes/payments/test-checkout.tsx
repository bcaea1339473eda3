import { useEffect, useRef } from "react";
import { CreditCard, ShieldCheck } from "~/components/ui/icons";
import { data, Form, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { Button } from "~/components/ui/button";
import { getEnv } from "~/config/env.server";
import { readFormFields } from "~/lib/read-form";
import { getAccounts, requirePortal } from "~/modules/accounts/index.server";
import { appTestCheckoutAdapter } from "~/modules/credits/index.server";
import { formatDollars } from "~/lib/money";
import { paymentStatusInSentence } from "~/modules/credits";
import { checkoutPayment, signCheckoutOutcome, userErrorOf } from "~/modules/portal/index.server";
import type { Route } from "./+types/test-checkout";

export function meta() {
  return [{ title: `Test checkout | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

/** Exists only where the test checkout runs (PAYMENTS=test); elsewhere every address here is a 404. */
async function ownPayment(request: Request, reference: string) {
  const adapter = appTestCheckoutAdapter();
  if (!adapter) throw data(null, { status: 404 });
  const accounts = await getAccounts();
  const { provider } = await requirePortal(accounts, request);
  return { accounts, adapter, providerId: provider.id, reference };
}

function notFound(error: unknown): never {
  if (userErrorOf(error)?.status === 404) throw data(null, { status: 404 });
  throw error;
}

/** The test processor's hosted checkout: only the payment's own pro may open it (anyone else: 404). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { accounts, adapter, providerId, reference } = await ownPayment(request, params.reference);
  return checkoutPayment(accounts.db, adapter, { providerId, reference }).catch(notFound);
}

/** Pay or Fail: the processor signs the outcome; the browser carries it back to /payments/callback. */
export async function action({ request, params }: Route.ActionArgs) {
  const { accounts, adapter, providerId, reference } = await ownPayment(request, params.reference);
  const outcome = (await readFormFields(request)).outcome ?? "";
  const signed = await signCheckoutOutcome(accounts.db, adapter, {
    providerId,
    reference,
    outcome,
    secret: getEnv().AUTH_SECRET,
  }).catch(notFound);
  if ("error" in signed) return data({ error: signed.error, fields: null }, { status: 400 });
  return { error: null, fields: signed };
}

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const payment = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-accent">
          <ShieldCheck aria-hidden="true" className="size-4" />
          Test checkout: no card is charged
        </p>
        <h1 className="text-2xl font-bold">Pay {BRAND.name}</h1>
      </header>
      <dl className="grid grid-cols-[1fr_auto] gap-2 rounded-card border border-line p-4">
        <dt className="text-muted">Package</dt>
        <dd className="text-right font-semibold">{payment.packageName}</dd>
        <dt className="text-muted">Credits</dt>
        <dd className="text-right tabular-nums">{payment.credits}</dd>
        <dt className="text-muted">Amount</dt>
        <dd className="text-right text-lg font-bold tabular-nums">{formatDollars(payment.amountCents)}</dd>
      </dl>
      {actionData?.fields ? (
        <ReturnToShop fields={actionData.fields} />
      ) : payment.status !== "pending" ? (
        <p role="status" className="rounded-card border border-line p-4">
          This payment is already {paymentStatusInSentence(payment.status)}.{" "}
          <Link to="/provider/credits" className="font-semibold text-primary underline underline-offset-4">
            Back to your credits
          </Link>
        </p>
      ) : (
        <Form method="post" className="flex flex-col gap-3">
          {actionData?.error ? (
            <p role="alert" className="text-danger">
              {actionData.error}
            </p>
          ) : null}
          <Button type="submit" name="outcome" value="paid" size="lg" disabled={busy}>
            <CreditCard aria-hidden="true" className="size-5" />
            Pay {formatDollars(payment.amountCents)}
          </Button>
          <Button type="submit" name="outcome" value="failed" variant="outline" disabled={busy}>
            Fail the payment
          </Button>
          {/* As a hosted checkout's cancel address: the credits page says nothing was charged. */}
          <Link to="/provider/credits?checkout=cancelled" className="self-center py-2 text-primary underline underline-offset-4">
            Cancel and go back
          </Link>
        </Form>
      )}
    </div>
  );
}

/**
 * As a hosted checkout returns the buyer: a document post of the signed
 * outcome to our callback, sent at once with JavaScript, or by the button.
 */
function ReturnToShop({ fields }: { fields: Record<string, string> }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.requestSubmit();
  }, [fields]);
  return (
    <form ref={form} method="post" action="/payments/callback" className="flex flex-col gap-3">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p role="status">{fields.outcome === "paid" ? "Payment approved." : "Payment declined."} Returning you to {BRAND.name}…</p>
      <Button type="submit">Return to {BRAND.name}</Button>
    </form>
  );
}
