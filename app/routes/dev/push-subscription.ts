import { data } from "react-router";
import { getEnv } from "~/config/env.server";
import { getDb } from "~/db/db.server";
import { readFormFields } from "~/lib/read-form";
import { savePushSubscriptionForTests } from "~/modules/notifications/index.server";
import { requestInfoContext } from "~/request-context";
import type { Route } from "./+types/push-subscription";

/**
 * Browser tests' stand-in for a browser subscribing to push: POST email,
 * endpoint, p256dh and auth (a device of the test's local push service). It
 * exists only when E2E_TEST_HOOKS is on and only for this machine; to anyone
 * else, and on every real site, it is a 404.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!getEnv().E2E_TEST_HOOKS || !context.get(requestInfoContext).fromThisMachine) throw data(null, { status: 404 });
  const fields = await readFormFields(request);
  const { email = "", endpoint = "", p256dh = "", auth = "" } = fields;
  if (!email || !endpoint || !p256dh || !auth) return data({ error: "email, endpoint, p256dh and auth are required" }, { status: 400 });
  const saved = await savePushSubscriptionForTests(await getDb(), { email, subscription: { endpoint, p256dh, auth } });
  return saved ? data({ ok: true }) : data({ error: "no account with that e-mail" }, { status: 404 });
}

export function loader() {
  throw data(null, { status: 404 });
}
