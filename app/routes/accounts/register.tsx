import { CircleCheck } from "~/components/ui/icons";
import { data, redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { HoneypotField } from "~/components/honeypot-field";
import { AccountForm, AuthCard, firstErrorField, AccountTextField, type RefusedForm } from "~/components/accounts/account-form";
import { Button, buttonClassName } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { BRAND } from "~/brand";
import { PHONE_INPUT_MAX } from "~/lib/phone";
import { readFormFields } from "~/lib/read-form";
import { accountFormFields } from "~/modules/accounts";
import { getAccounts, signedInUser, handleSignUp } from "~/modules/accounts/index.server";
import { requestInfoContext } from "~/request-context";
import { originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/register";
import { retryAfterHeaders } from "~/lib/retry-after";

/**
 * Sign-up with Homeowner and Provider tabs. The tabs are links
 * (?type=provider), so both work without JavaScript; success shows the
 * confirmation view after a redirect, so a reload posts nothing twice.
 */
export const handle: PageHandle = { hydrate: false, script: "accounts" };

type AccountType = "homeowner" | "provider";

function accountType(request: Request): AccountType {
  return new URL(request.url).searchParams.get("type") === "provider" ? "provider" : "homeowner";
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Sign Up | ${BRAND.name}`,
    description: `Create your free ${BRAND.name} account as a homeowner looking for pros, or as an Ohio pro looking for local jobs.`,
    path: "/register",
    origin: originFromMatches(matches),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await signedInUser(await getAccounts(), request, context);
  if (user) throw redirect(user.homePath);
  const url = new URL(request.url);
  return { type: accountType(request), created: url.searchParams.get("created") === "1" };
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const type = accountType(request);
  const answer = await handleSignUp(await getAccounts(), { form: type, fields: await readFormFields(request), ip: context.get(requestInfoContext).ip });
  if (answer.status === "refused") {
    const { errors, summary, values, httpStatus, retryAfterSeconds } = answer;
    const headers = retryAfterHeaders(retryAfterSeconds);
    return data<RefusedForm>({ errors, summary, values }, { status: httpStatus, headers });
  }
  // The same answer whether the address was new or known (no account enumeration).
  throw redirect(`/register?${type === "provider" ? "type=provider&" : ""}created=1`);
}

const tabClass = "inline-flex min-h-11 flex-1 items-center justify-center rounded-control px-4 font-semibold";

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.created) return <CheckYourEmail />;
  const { type } = loaderData;
  const errors = actionData?.errors;
  const fields = accountFormFields(type);
  const focus = firstErrorField(fields, errors);
  const field = (name: string, label: string, props: Record<string, string | number> = {}) => (
    <AccountTextField form={type} name={name} label={label} errors={errors} values={actionData?.values} autoFocusField={focus} {...props} />
  );
  return (
    <AuthCard
      title="Create your account"
      intro={
        <>
          Already have an account?{" "}
          <Link to="/provider/login" className="font-semibold text-primary underline underline-offset-4">
            Log in
          </Link>
        </>
      }
    >
      <nav aria-label="Account type" className="mb-6 flex gap-2 rounded-control bg-canvas p-1">
        <Link
          to="/register"
          aria-current={type === "homeowner" ? "page" : undefined}
          className={cn(tabClass, type === "homeowner" ? "bg-primary text-on-primary" : "text-ink hover:text-primary")}
        >
          Homeowner
        </Link>
        <Link
          to="/register?type=provider"
          aria-current={type === "provider" ? "page" : undefined}
          className={cn(tabClass, type === "provider" ? "bg-primary text-on-primary" : "text-ink hover:text-primary")}
        >
          Provider
        </Link>
      </nav>
      <AccountForm
        key={type}
        name={type}
        action={type === "provider" ? "/register?type=provider" : "/register"}
        summary={actionData?.summary}
        summaryTitle="Registration failed"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {field("firstName", "First name", { autoComplete: "given-name", maxLength: 80 })}
          {field("lastName", "Last name", { autoComplete: "family-name", maxLength: 80 })}
        </div>
        {type === "provider" ? field("businessName", "Business name", { autoComplete: "organization", maxLength: 120 }) : null}
        {field("email", "Email", { type: "email", autoComplete: "email", maxLength: 254 })}
        {type === "provider" ? field("phone", "Business phone", { type: "tel", autoComplete: "tel", inputMode: "tel", maxLength: PHONE_INPUT_MAX }) : null}
        {field("zipCode", type === "provider" ? "Business ZIP code" : "ZIP code", {
          autoComplete: "postal-code",
          inputMode: "numeric",
          maxLength: 5,
        })}
        <AccountTextField
          form={type}
          name="password"
          label="Password (at least 6 characters)"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          errors={errors}
          autoFocusField={focus}
        />
        <Button type="submit" size="lg">
          {type === "provider" ? "Sign Up as Service Provider" : "Sign Up"}
        </Button>
        <HoneypotField />
      </AccountForm>
    </AuthCard>
  );
}

function CheckYourEmail() {
  return (
    <AuthCard title="Check your email">
      <div role="status" tabIndex={-1} autoFocus className="rounded-card bg-success-soft p-4 outline-none">
        <p className="flex items-start gap-2 font-semibold text-success">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          Account created successfully! Please check your email to verify your account.
        </p>
        <p className="mt-2 text-ink">
          We sent a link to the address you gave us. If it does not arrive in a few minutes, check your spam folder.
        </p>
      </div>
      <Link to="/provider/login" className={buttonClassName("primary", "lg", "mt-6 w-full")}>
        Continue to Login
      </Link>
    </AuthCard>
  );
}
