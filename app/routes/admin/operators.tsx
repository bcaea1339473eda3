import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { BRAND } from "~/brand";
import { AdminFeedback, sectionClass } from "~/components/admin/admin-feedback";
import { ConfirmDialog } from "~/components/portal/confirm-dialog";
import { ScrollTable, td, th } from "~/components/portal/scroll-table";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { formatDate } from "~/lib/ohio-time";
import { readFormFields } from "~/lib/read-form";
import { getAccounts, signedInOperator } from "~/modules/accounts/index.server";
import { addOperator, listOperators, removeOperator } from "~/modules/admin/index.server";
import type { Route } from "./+types/operators";

export function meta() {
  return [{ title: `Operators | Operations | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ context }: Route.LoaderArgs) {
  const admin = signedInOperator(context);
  const accounts = await getAccounts();
  return { operators: await listOperators(accounts.db), selfId: admin.id };
}

/** Two forms: "remove" names an operator's account id; any other post adds the typed address. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = signedInOperator(context);
  const accounts = await getAccounts();
  const actor = { userId: admin.id, email: admin.email };
  const fields = await readFormFields(request);
  if (fields.intent === "remove") {
    const removed = await removeOperator(accounts.db, actor, (fields.userId ?? "").slice(0, 200));
    return data({ intent: "remove" as const, ...removed }, { status: removed.ok ? 200 : 409 });
  }
  const email = fields.email ?? "";
  const added = await addOperator(accounts.db, actor, email);
  return data({ intent: "add" as const, ...added, email }, { status: added.ok ? 200 : 400 });
}

export default function AdminOperators({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [confirming, setConfirming] = useState<string | null>(null);
  const added = actionData?.intent === "add" ? actionData : null;
  const refused = added && !added.ok ? added : null;
  const { operators, selfId } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold">Operators</h1>
      <div className="flex flex-col gap-3">
        <AdminFeedback feedback={actionData?.intent === "remove" ? actionData : null} />
        <ScrollTable label="Operators">
          <thead>
            <tr>
              <th scope="col" className={th}>Operator</th>
              <th scope="col" className={th}>Operator since</th>
              <th scope="col" className={th}>
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {operators.map((operator) => (
              <tr key={operator.userId}>
                {/* Name and address in one cell: three columns fit a phone, an address breaks anywhere. */}
                <td className={td}>
                  <div className="font-medium break-words">{operator.name}</div>
                  <div className="break-all text-muted">{operator.email}</div>
                </td>
                <td className={td}>{formatDate(operator.since)}</td>
                <td className={td}>
                  {operator.userId === selfId ? (
                    <span className="text-muted">You</span>
                  ) : (
                    <Form method="post" id={`remove-${operator.userId}`} onSubmit={() => setConfirming(null)}>
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="userId" value={operator.userId} />
                      <ConfirmDialog
                        open={confirming === operator.userId}
                        onOpenChange={(open) => setConfirming(open ? operator.userId : null)}
                        title={`Remove ${operator.name} as an operator?`}
                        description="They lose the console at once and are signed out. Their account stays theirs, and we e-mail them."
                        trigger={
                          <Button variant="outline" size="sm" aria-label={`Remove ${operator.name}`} disabled={busy}>
                            Remove
                          </Button>
                        }
                        confirm={
                          <Button type="submit" form={`remove-${operator.userId}`} variant="destructive">
                            Remove Operator
                          </Button>
                        }
                      />
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        <p className="text-muted">
          {operators.length > 1
            ? "An operator can remove another one, never themselves; the last operator always stays."
            : "You are the only operator. Add a colleague below so the console never depends on one person."}
        </p>
      </div>

      <section aria-labelledby="add-operator-heading" className={sectionClass}>
        <h2 id="add-operator-heading" className="text-lg font-semibold">
          Add an operator
        </h2>
        <p className="text-muted">
          Your colleague signs up at /register with their own e-mail address and confirms it; then enter that address here. They keep
          their own password, and the audit log records who added them.
        </p>
        <AdminFeedback feedback={added?.ok ? added : refused && refused.field === null ? refused : null} />
        <Form method="post" className="flex flex-col gap-3" key={added?.ok ? added.message : "add"}>
          <Field id="operator-email" label="E-mail address of their account" error={refused?.field === "email" ? refused.message : null}>
            {(control) => (
              <Input {...control} type="email" name="email" autoComplete="off" required maxLength={254} defaultValue={refused ? refused.email : ""} />
            )}
          </Field>
          <Button type="submit" className="self-start" busy={busy} busyLabel="Saving…">
            Add Operator
          </Button>
        </Form>
      </section>
    </div>
  );
}
