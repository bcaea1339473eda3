import { data, redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { AccountForm, AuthCard, firstErrorField, AccountTextField } from "~/components/accounts/account-form";
import { Button } from "~/components/ui/button";
import { BRAND } from "~/brand";
import { readForm } from "~/lib/read-form";
import { echoValues, readAccountForm, validateAccountForm } from "~/modules/accounts";
import { getAccounts, signedInUser, signIn } from "~/modules/accounts/index.server";
import { safeReturnPath } from "~/lib/return-path";
import { originFromMatches, pageMeta } from "~/modules/seo";
import { requestInfoContext } from "~/request-context";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/provider-login";
import { retryAfterHeaders } from "~/lib/retry-after";

/** The one login page for homeowners, pros and operators. */
export const handle: PageHandle = { hydrate: false, script: "accounts" };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Log In | ${BRAND.name}`,
    description: `Log in to your ${BRAND.name} account: your requests as a homeowner, your leads and credits as a pro.`,
    path: "/provider/login",
    origin: originFromMatches(matches),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  const user = await signedInUser(accounts, request, context);
  if (user) throw redirect(user.homePath);
  const url = new URL(request.url);
  return {
    registered: url.searchParams.get("registered") === "1",
    reset: url.searchParams.get("reset") === "1",
    signedOut: url.searchParams.get("signed-out") === "1",
    // A form posted after the session ended (loginPath in session.server.ts): its page is in redirectTo.
    unsent: url.searchParams.get("unsent") === "1" && url.searchParams.has("redirectTo"),
  };
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

const FIELDS = ["email", "password"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const values = readAccountForm("login", await readForm(request));
  const checked = validateAccountForm("login", values);
  if (!checked.ok) return data({ errors: checked.errors, summary: checked.summary, values: echoValues(values) }, { status: 400 });
  const { ip, userAgent } = context.get(requestInfoContext);
  const result = await signIn(await getAccounts(), checked.value, { ip, userAgent });
  if (!result.ok) {
    return data(
      { errors: {}, summary: { message: result.message }, values: echoValues(values) },
      result.retryAfterSeconds
        ? { status: 429, headers: retryAfterHeaders(result.retryAfterSeconds) }
        : { status: 400 },
    );
  }
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  throw redirect(returnTo ?? result.homePath, { headers });
}

export default function ProviderLogin({ loaderData, actionData }: Route.ComponentProps) {
  // A refused log-in puts the cursor in the first field with a message, or else back in the (emptied) password.
  const focusField = firstErrorField(FIELDS, actionData?.errors) ?? (actionData ? "password" : undefined);
  return (
    <AuthCard
      title="Log in"
      intro={
        <>
          New here?{" "}
          <Link to="/register" className="font-semibold text-primary underline underline-offset-4">
            Create an account
          </Link>
        </>
      }
    >
      {loaderData.unsent ? (
        <div role="alert" className="mb-4 rounded-card border border-danger bg-danger-soft p-4 text-ink">
          <p className="font-semibold">You were signed out, so that was not saved</p>
          {/* Not "enter it again": a lead's message and note boxes put back what was typed (docs/decisions/077). */}
          <p>Your session ended before the form arrived. Log in to go back to the same page and send it again.</p>
        </div>
      ) : loaderData.registered || loaderData.reset ? (
        <div role="status" className="mb-4 rounded-card bg-success-soft p-4 text-success">
          <p className="font-semibold">{loaderData.reset ? "Password changed" : "Account created successfully"}</p>
          <p className="text-ink">
            {loaderData.reset ? "Log in with your new password." : "You can now sign in with your new account"}
          </p>
        </div>
      ) : loaderData.signedOut ? (
        <div role="status" className="mb-4 rounded-card bg-success-soft p-4 text-success">
          <p className="font-semibold">You are signed out</p>
          <p className="text-ink">You can log in again below.</p>
        </div>
      ) : null}
      <AccountForm name="login" summary={actionData?.summary} summaryTitle="Sign in failed" summaryPrefix="Error: ">
        <AccountTextField
          form="login"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={254}
          errors={actionData?.errors}
          values={actionData?.values}
          autoFocusField={focusField}
        />
        <AccountTextField
          form="login"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={128}
          errors={actionData?.errors}
          autoFocusField={focusField}
        />
        <Button type="submit" size="lg">
          Log In
        </Button>
      </AccountForm>
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <Link to="/forgot-password" className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
          Forgot your password?
        </Link>
        <Link to="/provider/demo" className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
          Try the pro portal demo
        </Link>
      </div>
    </AuthCard>
  );
}
