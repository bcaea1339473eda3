import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { BRAND } from "~/brand";
import { getAccounts } from "~/modules/accounts/app-accounts.server";
import { requireAdmin } from "~/modules/accounts/session.server";
import type { Route } from "./+types/admin-home";

export function meta() {
  return [{ title: `Operations | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

/** The operations console's door: operators only (anonymous people go to login, everyone else gets 403). Issue 14 fills it. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    await requireAdmin(await getAccounts(), request);
    return next();
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(await getAccounts(), request);
  return { email: admin.email };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-page px-4 py-10">
      <h1 className="text-2xl font-bold">Operations console</h1>
      <p className="mt-2 text-muted">Signed in as {loaderData.email}.</p>
      <Form method="post" action="/sign-out" reloadDocument className="mt-6">
        <Button type="submit" variant="outline">
          Sign Out
        </Button>
      </Form>
    </div>
  );
}
