import * as z from "zod/mini";
import { type FormResult, parseForm } from "~/lib/form-result";
import type { Result } from "~/lib/result";
import { VETTING_CHECK_KINDS, VETTING_RESULTS, type VettingCheckKind, type VettingResult } from "~/db/enums";
import { SERVICE_SLUGS } from "~/modules/catalog";

/**
 * The console's vetting forms: recording a check, and a status change with
 * its reason. One schema each, for the page and the server, which re-checks
 * every post and answers 400 with these messages.
 */
export const VETTING_FORM_MESSAGES = {
  kind: "Choose which check this is.",
  result: "Choose passed or failed.",
  category: "Choose the trade this license is for.",
  note: "Keep the note under 1,000 characters.",
  failedNote: "Say what failed, so the next operator knows why.",
  reason: "Write the reason the pro will read (up to 1,000 characters).",
} as const;

export const checkFormSchema = z
  .object({
    kind: z.enum(VETTING_CHECK_KINDS, VETTING_FORM_MESSAGES.kind),
    result: z.enum(VETTING_RESULTS, VETTING_FORM_MESSAGES.result),
    category: z.string(),
    note: z.string().check(z.trim(), z.maxLength(1000, VETTING_FORM_MESSAGES.note)),
  })
  .check(
    z.refine((form) => form.kind !== "license" || (SERVICE_SLUGS as readonly string[]).includes(form.category), {
      message: VETTING_FORM_MESSAGES.category,
      path: ["category"],
    }),
    // A failed check without its why leaves whoever vets the pro next to find it out again.
    z.refine((form) => form.result !== "failed" || form.note.length > 0, { message: VETTING_FORM_MESSAGES.failedNote, path: ["note"] }),
  );

export type CheckForm = { kind: VettingCheckKind; result: VettingResult; categorySlug: string | null; note: string };
export type CheckFormInput = { kind: string; result: string; category: string; note: string };

export function parseCheckForm(input: CheckFormInput): FormResult<CheckForm, keyof CheckFormInput, CheckFormInput> {
  const parsed = parseForm(checkFormSchema, input);
  if (!parsed.ok) return parsed;
  const { kind, result, category, note } = parsed.value;
  return { ok: true, value: { kind, result, categorySlug: kind === "license" ? category : null, note } };
}

export const reasonSchema = z.string().check(z.trim(), z.minLength(1, VETTING_FORM_MESSAGES.reason), z.maxLength(1000, VETTING_FORM_MESSAGES.reason));

export function parseReason(input: string): Result<string, { errors: { reason: string } }> {
  const result = reasonSchema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: { reason: VETTING_FORM_MESSAGES.reason } };
}
