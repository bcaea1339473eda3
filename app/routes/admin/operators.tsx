import { data, Form, useNavigation } from "react-router";
import { BRAND } from "~/brand";
import { AdminFeedback, sectionClass } from "~/components/admin/admin-feedback";
import { ScrollTable, td, th } from "~/components/portal/scroll-table";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { formatDate } from "~/lib/ohio-time";
import { readFormFields } from "~/lib/read-form";
import { getAccounts, signedInOperator } from "~/modules/accounts/index.server";
import { addOperator, listOperators } from "~/modules/admin/index.server";
import type { Route } from "./+types/operators";

export function meta() {
  return [{ title: `Operators | Operations | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ context }: Route.LoaderArgs) {
  signedInOperator(context);
  const accounts = await getAccounts();
  return { operators: await listOperators(accounts.db) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = signedInOperator(context);
  const accounts = await getAccounts();
  const email = (await readFormFields(request)).email ?? "";
  const added = await addOperator(accounts.db, { userId: admin.id, email: admin.email }, email);
  return data({ ...added, email }, { status: added.ok ? 200 : 400 });
}

export default function AdminOperators({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const refused = actionData && !actionData.ok ? actionData : null;
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold">Operators</h1>
      <ScrollTable label="Operators">
        <thead>
          <tr>
            <th scope="col" className={th}>Name</th>
            <th scope="col" className={th}>E-mail</th>
            <th scope="col" className={th}>Operator since</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.operators.map((operator) => (
            <tr key={operator.userId}>
              <td className={td}>{operator.name}</td>
              <td className={`${td} break-all`}>{operator.email}</td>
              <td className={td}>{formatDate(operator.since)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>

      <section aria-labelledby="add-operator-heading" className={sectionClass}>
        <h2 id="add-operator-heading" className="text-lg font-semibold">
          Add an operator
        </h2>
        <p className="text-muted">
          Your colleague signs up at /register with their own e-mail address and confirms it; then enter that address here. They keep
          their own password, and the audit log records who added them.
        </p>
        <AdminFeedback feedback={actionData?.ok ? actionData : refused && refused.field === null ? refused : null} />
        <Form method="post" className="flex flex-col gap-3" key={actionData?.ok ? actionData.message : "add"}>
          <Field id="operator-email" label="E-mail address of their account" error={refused?.field === "email" ? refused.message : null}>
            {(control) => (
              <Input {...control} type="email" name="email" autoComplete="off" required maxLength={254} defaultValue={refused ? refused.email : ""} />
            )}
          </Field>
          <Button type="submit" className="self-start" disabled={busy}>
            {busy ? "Saving…" : "Add Operator"}
          </Button>
        </Form>
      </section>
    </div>
  );
}
