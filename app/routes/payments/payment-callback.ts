import { data, redirect } from "react-router";
import { getDb } from "~/db/db.server";
import { readFormFields } from "~/lib/read-form";
import { appTestCheckoutAdapter } from "~/modules/credits/index.server";
import { paymentCallback } from "~/modules/portal/index.server";
import type { Route } from "./+types/payment-callback";

/**
 * The test checkout's signed callback (POST). The signature, not a
 * session, is what makes it genuine: a forged, altered or replayed one changes
 * nothing (the payments module logs it), and the pro lands on the credits page
 * with what happened.
 */
export async function action({ request }: Route.ActionArgs) {
  // Only the test checkout returns through here, and only where it runs (PAYMENTS=test).
  const adapter = appTestCheckoutAdapter();
  if (!adapter) throw data(null, { status: 404 });
  const fields = await readFormFields(request);
  const outcome = await paymentCallback(await getDb(), adapter, fields);
  return redirect(`/provider/credits?payment=${outcome}`);
}

export function loader() {
  throw data(null, { status: 404 });
}
