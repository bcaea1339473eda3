import { data } from "react-router";
import { getEnv } from "~/config/env.server";
import { getDb } from "~/db/db.server";
import { readFormFields } from "~/lib/read-form";
import { approveProviderForTests } from "~/modules/providers/approve-for-tests.server";
import { requestInfoContext } from "~/request-context";
import type { Route } from "./+types/approve-provider";

/**
 * Browser tests' shortcut past vetting for specs that are not about it:
 * POST email, categories (comma-separated slugs) and radius, and approve=no
 * to set only the profile (the vetting specs approve in the console). It exists only
 * when E2E_TEST_HOOKS is on and only for this machine; to anyone else, and on
 * every real site, it is a 404.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv();
  if (!env.E2E_TEST_HOOKS || !context.get(requestInfoContext).fromThisMachine) throw data(null, { status: 404 });
  const fields = await readFormFields(request);
  const email = fields.email ?? "";
  const categories = (fields.categories ?? "").split(",").filter(Boolean);
  const radiusMiles = Number(fields.radius ?? 25);
  if (!email || categories.length === 0 || !Number.isFinite(radiusMiles)) {
    return data({ error: "email, categories and radius are required" }, { status: 400 });
  }
  const approved = await approveProviderForTests(await getDb(), { email, categories, radiusMiles, approve: fields.approve !== "no" });
  return approved ? data(approved) : data({ error: "no pro with that e-mail" }, { status: 404 });
}

export function loader() {
  throw data(null, { status: 404 });
}
