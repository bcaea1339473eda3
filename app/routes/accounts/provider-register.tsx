import { data, redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { HoneypotField } from "~/components/honeypot-field";
import { AccountForm, AuthCard, firstErrorField, AccountTextField, type RefusedForm } from "~/components/accounts/account-form";
import { Button } from "~/components/ui/button";
import { BRAND } from "~/brand";
import { PHONE_INPUT_MAX } from "~/lib/phone";
import { readFormFields } from "~/lib/read-form";
import { accountFormFields } from "~/modules/accounts";
import { getAccounts, signedInUser, handleSignUp } from "~/modules/accounts/index.server";
import { requestInfoContext } from "~/request-context";
import { originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/provider-register";
import { retryAfterHeaders } from "~/lib/retry-after";

/** The standalone pro sign-up: success goes to the login page. */
export const handle: PageHandle = { hydrate: false, script: "accounts" };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Join as a Service Provider | ${BRAND.name}`,
    description: `Ohio pros: get local homeowner leads, pay only for the ones you accept, and never share a lead with more than three pros.`,
    path: "/provider/register",
    origin: originFromMatches(matches),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await signedInUser(await getAccounts(), request, context);
  if (user) throw redirect(user.homePath);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await handleSignUp(await getAccounts(), { form: "providerPage", fields: await readFormFields(request), ip: context.get(requestInfoContext).ip });
  if (answer.status === "refused") {
    const { errors, summary, values, httpStatus, retryAfterSeconds } = answer;
    const headers = retryAfterHeaders(retryAfterSeconds);
    return data<RefusedForm>({ errors, summary, values }, { status: httpStatus, headers });
  }
  throw redirect("/provider/login?registered=1");
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function ProviderRegister({ actionData }: Route.ComponentProps) {
  const errors = actionData?.errors;
  const focus = firstErrorField(accountFormFields("providerPage"), errors);
  const field = (name: string, label: string, props: Record<string, string | number> = {}) => (
    <AccountTextField form="pro" name={name} label={label} errors={errors} values={actionData?.values} autoFocusField={focus} {...props} />
  );
  return (
    <AuthCard
      title="Join as a service provider"
      intro={
        <>
          Local homeowner leads across Ohio; you pay only for the leads you accept. Already registered?{" "}
          <Link to="/provider/login" className="font-semibold text-primary underline underline-offset-4">
            Log in
          </Link>
        </>
      }
    >
      <AccountForm name="providerPage" summary={actionData?.summary} summaryTitle="Sign up failed">
        <div className="grid gap-4 sm:grid-cols-2">
          {field("firstName", "First name", { autoComplete: "given-name", maxLength: 80 })}
          {field("lastName", "Last name", { autoComplete: "family-name", maxLength: 80 })}
        </div>
        {field("businessName", "Business name", { autoComplete: "organization", maxLength: 120 })}
        {field("email", "Email", { type: "email", autoComplete: "email", maxLength: 254 })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("phone", "Phone (optional)", { type: "tel", autoComplete: "tel", inputMode: "tel", maxLength: PHONE_INPUT_MAX })}
          {field("zipCode", "Business ZIP code", { autoComplete: "postal-code", inputMode: "numeric", maxLength: 5 })}
        </div>
        {field("website", "Website (optional)", { type: "url", autoComplete: "url", maxLength: 200 })}
        <AccountTextField form="pro" name="password" label="Password (at least 6 characters)" type="password" autoComplete="new-password" maxLength={128} errors={errors} autoFocusField={focus} />
        <AccountTextField form="pro" name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" maxLength={128} errors={errors} autoFocusField={focus} />
        <Button type="submit" size="lg">
          Create Provider Account
        </Button>
        <HoneypotField />
      </AccountForm>
    </AuthCard>
  );
}
