import * as z from "zod/mini";
import { type FormResult, parseForm, wholeNumberField } from "~/lib/form-result";
import { reasonSchema, VETTING_FORM_MESSAGES } from "./vetting-forms";

/**
 * The console's form that gives a pro credits or takes some back (the Credits panel of /admin/pros/:id). One
 * schema for the page and the server, which re-checks every post and answers 400 with these messages. At most
 * CREDIT_ADJUSTMENT_MAX at a time, so a slip of the keyboard (an extra zero) cannot hand out thousands; the reason is
 * the one the pro reads in its credits ledger, like a rejection's (vetting-forms.ts).
 */
export const CREDIT_ADJUSTMENT_MAX = 1000;

export const CREDIT_DIRECTIONS = ["add", "take-back"] as const;
export type CreditDirection = (typeof CREDIT_DIRECTIONS)[number];

export const CREDIT_ADJUSTMENT_MESSAGES = {
  direction: "Choose whether to add credits or take them back.",
  credits: `Enter a whole number of credits from 1 to ${CREDIT_ADJUSTMENT_MAX.toLocaleString("en-US")}.`,
  reason: VETTING_FORM_MESSAGES.reason,
} as const;

const creditAdjustmentSchema = z.object({
  direction: z.enum(CREDIT_DIRECTIONS, CREDIT_ADJUSTMENT_MESSAGES.direction),
  credits: wholeNumberField({ min: 1, max: CREDIT_ADJUSTMENT_MAX }, CREDIT_ADJUSTMENT_MESSAGES.credits),
  reason: reasonSchema,
});

export type CreditAdjustment = { direction: CreditDirection; credits: number; reason: string };
export type CreditAdjustmentInput = { direction: string; credits: string; reason: string };

export function parseCreditAdjustment(input: CreditAdjustmentInput): FormResult<CreditAdjustment, keyof CreditAdjustmentInput, CreditAdjustmentInput> {
  return parseForm(creditAdjustmentSchema, input);
}

/** The signed move in the ledger: a grant adds, a correction takes back. */
export function signedCredits(adjustment: Pick<CreditAdjustment, "direction" | "credits">): number {
  return adjustment.direction === "add" ? adjustment.credits : -adjustment.credits;
}
