import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FieldError } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { CHECK_KIND_LABELS, CHECK_KINDS, isStateLicensed } from "~/modules/providers";
import { AdminFeedback, sectionClass } from "./admin-feedback";

type Feedback = { ok: boolean; message: string; errors: Partial<Record<string, string>>; values: Record<string, string> | null };

/** Records one check as a new row: which check, for which trade (licenses), passed or failed, and a note. */
export function CheckForm({ categories, feedback }: { categories: { slug: string; name: string }[]; feedback: Feedback | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "check";
  const typed = feedback && !feedback.ok ? feedback.values : null;
  const errors = feedback && !feedback.ok ? feedback.errors : {};
  const [kind, setKind] = useState(typed?.kind ?? "insurance");
  return (
    <section aria-labelledby="record-heading" className={sectionClass}>
      <h2 id="record-heading" className="text-lg font-semibold">
        Record a check
      </h2>
      <AdminFeedback feedback={feedback} />
      <Form method="post" className="grid gap-4 sm:grid-cols-2" key={feedback?.ok ? "saved" : "editing"}>
        <input type="hidden" name="intent" value="check" />
        <Field id="check-kind" label="Check" error={errors.kind}>
          {(control) => (
            <Select {...control} name="kind" value={kind} onChange={(event) => setKind(event.target.value)}>
              {CHECK_KINDS.map((value) => (
                <option key={value} value={value}>
                  {CHECK_KIND_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {kind === "license" ? (
          <Field id="check-category" label="Trade" error={errors.category}>
            {(control) => (
              <Select {...control} name="category" defaultValue={typed?.category ?? categories[0]?.slug ?? ""}>
                {categories.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name} {isStateLicensed(category.slug) ? "(state license)" : "(local license)"}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : (
          <input type="hidden" name="category" value="" />
        )}
        <fieldset
          className="sm:col-span-2"
          aria-invalid={errors.result ? true : undefined}
          aria-describedby={errors.result ? "check-result-error" : undefined}
        >
          <legend className="font-medium">Result</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {(["passed", "failed"] as const).map((value) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="result" value={value} defaultChecked={(typed?.result ?? "passed") === value} className="size-5" />
                {value === "passed" ? "Passed" : "Failed"}
              </label>
            ))}
          </div>
          <FieldError id="check-result-error" message={errors.result} />
        </fieldset>
        <Field id="check-note" label="Note (what you looked at: a license number, a policy, a report; what failed, if it did)" error={errors.note} className="sm:col-span-2">
          {(control) => <Textarea {...control} name="note" rows={3} maxLength={1000} defaultValue={typed?.note ?? ""} />}
        </Field>
        <Button type="submit" className="self-start sm:col-span-2 sm:justify-self-start" busy={busy} busyLabel="Saving…">
          Record check
        </Button>
      </Form>
    </section>
  );
}
