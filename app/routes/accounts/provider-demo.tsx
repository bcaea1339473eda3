import { data, redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { AuthCard } from "~/components/accounts/account-form";
import { Button } from "~/components/ui/button";
import { BRAND } from "~/brand";
import { readForm } from "~/lib/read-form";
import { getAccounts, demoSetCookie, readDemoCookie, demoProviderId } from "~/modules/accounts/index.server";
import { originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/provider-demo";

/** Demo mode's door: enter the read-only portal on a demo provider, or leave it. */
export const handle: PageHandle = { hydrate: false };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Pro Portal Demo | ${BRAND.name}`,
    description: `Look around the ${BRAND.name} pro portal with a demo business before you sign up. Nothing you do in the demo is saved.`,
    path: "/provider/demo",
    origin: originFromMatches(matches),
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  return { inDemo: (await readDemoCookie(request.headers.get("cookie"), accounts.secret)) !== null };
}

export async function action({ request }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const intent = (await readForm(request)).get("intent");
  if (intent === "exit") {
    throw redirect("/provider/demo", { headers: { "Set-Cookie": await demoSetCookie(null, accounts) } });
  }
  const providerId = await demoProviderId(accounts.db);
  if (!providerId) return data({ message: "The demo is not available right now. Please try again later." }, { status: 503 });
  throw redirect("/provider/dashboard", { headers: { "Set-Cookie": await demoSetCookie(providerId, accounts) } });
}

export default function ProviderDemo({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      title="Try the pro portal"
      intro="See the dashboard, leads, credits and settings a pro works with, on a demo business. It is read-only: changes are not saved."
    >
      {actionData?.message ? (
        <p role="alert" className="mb-4 rounded-card bg-danger-soft p-4 text-danger">
          {actionData.message}
        </p>
      ) : null}
      {loaderData.inDemo ? (
        <div className="flex flex-col gap-3">
          <Link to="/provider/dashboard" className="inline-flex min-h-12 items-center justify-center rounded-control bg-primary px-6 text-lg font-medium text-on-primary hover:bg-primary-hover">
            Back to the Demo Dashboard
          </Link>
          <form method="post">
            <input type="hidden" name="intent" value="exit" />
            <Button type="submit" variant="outline" size="lg" className="w-full">
              Leave Demo
            </Button>
          </form>
        </div>
      ) : (
        <form method="post">
          <input type="hidden" name="intent" value="enter" />
          <Button type="submit" size="lg" className="w-full">
            Enter Demo Mode
          </Button>
        </form>
      )}
      <p className="mt-6 text-sm text-muted">
        Ready for real leads?{" "}
        <Link to="/provider/register" className="font-semibold text-primary underline underline-offset-4">
          Sign up as a service provider
        </Link>{" "}
        or{" "}
        <Link to="/provider/login" className="font-semibold text-primary underline underline-offset-4">
          log in
        </Link>
        .
      </p>
    </AuthCard>
  );
}
