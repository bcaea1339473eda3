import * as z from "zod/mini";
import type { Result } from "./result";

/** The first message for each field of a form. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A refused form: a message per field, and the values as they were given, to fill the form again. */
export type FormFailure<Field extends string, Values> = { errors: FieldErrors<Field>; values: Values };

export type FormResult<T, Field extends string, Values> = Result<T, FormFailure<Field, Values>>;

/** The fields a form's schema reads: the keys of its input object. */
export type SchemaField<Schema extends z.core.$ZodType> = Extract<keyof z.core.input<Schema>, string>;

/**
 * Checks a form's values against its schema (zod or zod/mini; both share
 * zod's core parser). A refused form gets the first message for each field
 * and its values back unchanged; a message about the whole form (a refine
 * without a path) goes to `formField`, or is left out when there is none.
 */
export function parseForm<Schema extends z.core.$ZodType, Values>(
  schema: Schema,
  values: Values,
  options: { formField?: SchemaField<Schema> } = {},
): FormResult<z.core.output<Schema>, SchemaField<Schema>, Values> {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors<SchemaField<Schema>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? (String(issue.path[0]) as SchemaField<Schema>) : options.formField;
    if (field !== undefined) errors[field] ??= issue.message;
  }
  return { ok: false, errors, values };
}

/**
 * A whole number typed in a form field (digits only, spaces around allowed), from `limits.min` to `limits.max`;
 * anything else is refused with `message`, which says the range.
 */
export function wholeNumberField(limits: { min: number; max: number }, message: string) {
  return z
    .pipe(z.string().check(z.trim(), z.maxLength(10, message), z.regex(/^\d+$/, message)), z.transform(Number))
    .check(z.refine((value) => value >= limits.min && value <= limits.max, message));
}
