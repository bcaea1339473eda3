import { data, redirect } from "react-router";
import { AccountForm, AuthCard, firstErrorField, AccountTextField, type RefusedForm } from "~/components/accounts/account-form";
import { Button } from "~/components/ui/button";
import { BRAND } from "~/brand";
import { readFormFields } from "~/lib/read-form";
import { accountFormFields } from "~/modules/accounts";
import { getAccounts, isSetupTokenValid, type RecordOperatorGrant, submitOperatorSetup } from "~/modules/accounts/index.server";
import { auditOperatorGranted } from "~/modules/admin/index.server";
import { requestInfoContext } from "~/request-context";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/operator-setup";
import { retryAfterHeaders } from "~/lib/retry-after";

/** The setup link the server logs while the site has no operator (docs/decisions/041). */
export const handle: PageHandle = { hydrate: false, script: "accounts" };

// The token is a secret: no cache and no index keep this page, and no other site gets it as a referrer
// ("no-referrer" would also make the browser post the form with `Origin: null`, which server/same-origin-posts.ts refuses).
const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

export function meta() {
  return [{ title: `Create the first operator | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ params }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  if (!(await isSetupTokenValid(accounts.db, accounts.secret, params.token))) throw data(null, { status: 404, headers: PRIVATE });
  return data(null, { headers: PRIVATE });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return new Headers([...loaderHeaders, ...actionHeaders]);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { ip, userAgent } = context.get(requestInfoContext);
  const recordGrant: RecordOperatorGrant = (tx, operator) => auditOperatorGranted(tx, operator, "setup link");
  const answer = await submitOperatorSetup(await getAccounts(), { token: params.token, fields: await readFormFields(request), ip, userAgent, recordGrant });
  if (answer.status === "gone") throw data(null, { status: 404, headers: PRIVATE });
  if (answer.status === "created") {
    const headers = new Headers(PRIVATE);
    for (const cookie of answer.setCookies) headers.append("Set-Cookie", cookie);
    throw redirect(answer.setCookies.length > 0 ? "/admin" : "/provider/login", { headers });
  }
  const { errors, summary, values, httpStatus, retryAfterSeconds } = answer;
  const headers = { ...PRIVATE, ...retryAfterHeaders(retryAfterSeconds) };
  return data<RefusedForm>({ errors, summary, values }, { status: httpStatus, headers });
}

export default function OperatorSetup({ actionData }: Route.ComponentProps) {
  const errors = actionData?.errors;
  const focus = firstErrorField(accountFormFields("operatorSetup"), errors) ?? "firstName";
  const field = (name: string, label: string, props: Record<string, string | number> = {}) => (
    <AccountTextField form="setup" name={name} label={label} errors={errors} values={actionData?.values} autoFocusField={focus} {...props} />
  );
  return (
    <AuthCard
      title="Create the first operator"
      intro={`${BRAND.name} has no operator yet. The operator approves pros, handles refunds and moderates reviews in the operations console. This link works once: after this account exists it stops working.`}
    >
      <AccountForm name="operatorSetup" summary={actionData?.summary} summaryTitle="The operator was not created">
        <div className="grid gap-4 sm:grid-cols-2">
          {field("firstName", "First name", { autoComplete: "given-name", maxLength: 80 })}
          {field("lastName", "Last name", { autoComplete: "family-name", maxLength: 80 })}
        </div>
        {field("email", "Email", { type: "email", autoComplete: "email", maxLength: 254 })}
        {field("password", "Password (at least 6 characters)", { type: "password", autoComplete: "new-password", maxLength: 128 })}
        {field("confirmPassword", "Confirm password", { type: "password", autoComplete: "new-password", maxLength: 128 })}
        <Button type="submit" size="lg">
          Create Operator Account
        </Button>
      </AccountForm>
    </AuthCard>
  );
}
