import { data, redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { AccountForm, AuthCard, firstErrorField, AccountTextField, type RefusedForm } from "~/components/accounts/account-form";
import { Button } from "~/components/ui/button";
import { BRAND } from "~/brand";
import { readForm } from "~/lib/read-form";
import { ACCOUNT_MESSAGES, readAccountForm, validateAccountForm } from "~/modules/accounts";
import { getAccounts, resetLinkWorks, resetPassword } from "~/modules/accounts/index.server";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/reset-password";

/** The reset link's page: a new password, then every session of the account ends. */
export const handle: PageHandle = { hydrate: false, script: "accounts" };

export function meta() {
  return [{ title: `Choose a new password | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  // A link already used or expired says so at once, instead of after a new password was typed twice.
  const works = token !== "" && (await resetLinkWorks(await getAccounts(), token));
  // The token is a secret: no cache keeps this page.
  return data({ token, works }, { headers: { "Cache-Control": "no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ request }: Route.ActionArgs) {
  const posted = await readForm(request);
  const token = String(posted.get("token") ?? "");
  const values = readAccountForm("resetPassword", posted);
  const checked = validateAccountForm("resetPassword", values);
  if (!checked.ok) return data<RefusedForm>({ errors: checked.errors, summary: checked.summary, values: {} }, { status: 400 });
  const result = await resetPassword(await getAccounts(), token, checked.value.password);
  if (!result.ok) return data<RefusedForm>({ errors: {}, summary: { message: result.message }, values: {} }, { status: 400 });
  throw redirect("/provider/login?reset=1");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.token) {
    return (
      <AuthCard title="Choose a new password">
        <p role="alert" className="text-danger">This link is not complete. Please open the link from the e-mail again, or ask for a new one.</p>
        <Link to="/forgot-password" className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
          Send me a new link
        </Link>
      </AuthCard>
    );
  }
  if (!loaderData.works && !actionData) {
    return (
      <AuthCard title="Choose a new password">
        <p role="alert" className="text-danger">
          {ACCOUNT_MESSAGES.resetLinkInvalid}
        </p>
        <Link to="/forgot-password" className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
          Send me a new link
        </Link>
      </AuthCard>
    );
  }
  const focus = firstErrorField(["password", "confirmPassword"], actionData?.errors);
  return (
    <AuthCard title="Choose a new password">
      <AccountForm name="resetPassword" summary={actionData?.summary}>
        <input type="hidden" name="token" value={loaderData.token} />
        <AccountTextField form="reset" name="password" label="New password (at least 6 characters)" type="password" autoComplete="new-password" maxLength={128} errors={actionData?.errors} autoFocusField={focus} />
        <AccountTextField form="reset" name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" maxLength={128} errors={actionData?.errors} autoFocusField={focus} />
        <Button type="submit" size="lg">
          Save New Password
        </Button>
      </AccountForm>
      {actionData?.summary && !Object.keys(actionData.errors).length ? (
        <Link to="/forgot-password" className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
          Send me a new link
        </Link>
      ) : null}
    </AuthCard>
  );
}
