import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";

export type Choice = { value: string; label: string };

/** The fields of a partner deal, shared by the new-deal form and each deal's edit form. */
export function DealFields({
  idPrefix,
  categories,
  pros,
  values,
  errors,
  limits,
}: {
  idPrefix: string;
  categories: Choice[];
  pros: Choice[];
  values: Record<string, string>;
  errors: Record<string, string>;
  limits: { title: number; description: number; terms: number };
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field id={id("category")} label="Category" error={errors.category}>
        {(control) => (
          <Select {...control} name="category" defaultValue={values.category ?? ""}>
            <option value="">Choose a category</option>
            {categories.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={id("provider")} label="Partner pro" error={errors.providerId}>
        {(control) => (
          <Select {...control} name="providerId" defaultValue={values.providerId ?? ""}>
            <option value="">None yet</option>
            {pros.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field id={id("title")} label="Title" error={errors.title}>
          {(control) => <Input {...control} name="title" maxLength={limits.title} defaultValue={values.title ?? ""} />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field id={id("description")} label="What the homeowner gets" error={errors.description}>
          {(control) => <Textarea {...control} name="description" rows={3} maxLength={limits.description} defaultValue={values.description ?? ""} />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field id={id("terms")} label="Terms" error={errors.terms}>
          {(control) => <Textarea {...control} name="terms" rows={2} maxLength={limits.terms} defaultValue={values.terms ?? ""} />}
        </Field>
      </div>
      <Field id={id("price")} label="Price in dollars" error={errors.priceDollars}>
        {(control) => <Input {...control} name="priceDollars" inputMode="numeric" defaultValue={values.priceDollars ?? ""} />}
      </Field>
      <Field id={id("expires")} label="Last day (Ohio time)" error={errors.expiresOn}>
        {(control) => <Input {...control} name="expiresOn" type="date" defaultValue={values.expiresOn ?? ""} />}
      </Field>
    </div>
  );
}
