import { CircleAlert, CircleCheck } from "~/components/ui/icons";
import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { AuthCard } from "~/components/accounts/account-form";
import { Button, buttonClassName } from "~/components/ui/button";
import { BRAND } from "~/brand";
import { readForm } from "~/lib/read-form";
import { confirmEmailChange, getAccounts } from "~/modules/accounts/index.server";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/confirm-email";

/**
 * Where the link of an e-mail change lands (Settings > Account). Opening the
 * link only shows a button: the change itself is a POST, so a mail scanner
 * that follows links changes nothing. No script, no session needed: the
 * signed token names the account.
 */
export const handle: PageHandle = { hydrate: false };

export function meta() {
  return [{ title: `Confirm your new e-mail | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data({ token: token.slice(0, 1000) }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = String(form.get("token") ?? "");
  const accounts = await getAccounts();
  const result = await confirmEmailChange(accounts.db, accounts.secret, token);
  if (!result.ok) return data({ ok: false as const, message: result.message }, { status: 400 });
  return { ok: true as const, message: `Your account now uses ${result.value.email}. Sign in with it from now on.` };
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData) {
    return (
      <AuthCard title={actionData.ok ? "E-mail address changed" : "E-mail address not changed"}>
        <p role={actionData.ok ? "status" : "alert"} className={`flex items-start gap-2 ${actionData.ok ? "text-success" : "text-danger"}`}>
          {actionData.ok ? <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0" /> : <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />}
          {actionData.message}
        </p>
        <Link to="/provider/login" reloadDocument className={buttonClassName("primary", "lg", "mt-6 w-full")}>
          Go to Login
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm your new e-mail" intro="Confirm that your account should use the address this link was sent to.">
      <form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" size="lg" className="w-full">
          Use This Address
        </Button>
      </form>
    </AuthCard>
  );
}
