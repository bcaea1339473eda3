import { data, redirect } from "react-router";
import { getDb } from "~/db/db.server";
import { readFormFields } from "~/lib/read-form";
import { appPaymentAdapter } from "~/modules/portal/app-payment-adapter.server";
import { paymentCallback } from "~/modules/portal/credits-page.server";
import type { Route } from "./+types/payment-callback";

/**
 * The payment processor's signed callback (POST). The signature, not a
 * session, is what makes it genuine: a forged, altered or replayed one changes
 * nothing (the payments module logs it), and the pro lands on the credits page
 * with what happened.
 */
export async function action({ request }: Route.ActionArgs) {
  const fields = await readFormFields(request);
  const outcome = await paymentCallback(await getDb(), appPaymentAdapter(), fields);
  return redirect(`/provider/credits?payment=${outcome}`);
}

export function loader() {
  throw data(null, { status: 404 });
}
