import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { AccountForm, AuthCard, AccountTextField, type RefusedForm } from "~/components/accounts/account-form";
import { Button } from "~/components/ui/button";
import { BRAND } from "~/brand";
import { readForm } from "~/lib/read-form";
import { echoValues, readAccountForm, validateAccountForm } from "~/modules/accounts";
import { getAccounts, requestPasswordReset } from "~/modules/accounts/index.server";
import { requestInfoContext } from "~/request-context";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/forgot-password";
import { retryAfterHeaders } from "~/lib/retry-after";

export const handle: PageHandle = { hydrate: false, script: "accounts" };

export function meta() {
  return [{ title: `Forgot your password? | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = readAccountForm("forgotPassword", await readForm(request));
  const checked = validateAccountForm("forgotPassword", values);
  if (!checked.ok) {
    return data<RefusedForm>({ errors: checked.errors, summary: checked.summary, values: echoValues(values) }, { status: 400 });
  }
  const result = await requestPasswordReset(await getAccounts(), checked.value.email, context.get(requestInfoContext).ip);
  if (!result.ok) {
    return data<RefusedForm>(
      { errors: {}, summary: { message: result.message }, values: echoValues(values) },
      { status: 429, headers: retryAfterHeaders(result.retryAfterSeconds) },
    );
  }
  return { sent: true as const };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  if (actionData && "sent" in actionData) {
    return (
      <AuthCard title="Check your email">
        <p role="status" tabIndex={-1} autoFocus className="rounded-card bg-success-soft p-4 text-ink outline-none">
          If an account uses that address, we sent it a link to choose a new password. The link works for one hour.
        </p>
        <Link to="/provider/login" className="mt-6 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
          Back to Login
        </Link>
      </AuthCard>
    );
  }
  const refused = actionData && "errors" in actionData ? actionData : undefined;
  return (
    <AuthCard title="Forgot your password?" intro="Enter the e-mail address of your account and we will send you a link to choose a new password.">
      <AccountForm name="forgotPassword" summary={refused?.summary}>
        <AccountTextField
          form="forgot"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={254}
          errors={refused?.errors}
          values={refused?.values}
          autoFocusField={refused ? "email" : undefined}
        />
        <Button type="submit" size="lg">
          Send Reset Link
        </Button>
      </AccountForm>
    </AuthCard>
  );
}
