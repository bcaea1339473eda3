import { z } from "zod";
import { normalizeOhioZip } from "~/modules/catalog/zip";

/**
 * The questionnaire's answers as they reach lead creation (query parameters of
 * the seed spec §4). The server checks them again: a hand-made post cannot
 * store a non-Ohio ZIP or unbounded text.
 */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

export const leadAnswersSchema = z.object({
  service: z.string().trim().min(1).max(60),
  zip: z
    .string()
    .transform((value, ctx) => {
      const zip = normalizeOhioZip(value);
      if (!zip) {
        ctx.addIssue({ code: "custom", message: "We're currently only serving Ohio. Please enter an Ohio zip code." });
        return z.NEVER;
      }
      return zip;
    }),
  query: optionalText(500),
  system: optionalText(200),
  budget: optionalText(40),
  urgency: optionalText(40),
  // The details counter shows count/2000 without enforcing it; the server keeps
  // a generous bound so one post cannot store megabytes.
  details: optionalText(10_000),
  street: optionalText(200),
  city: optionalText(100),
});

export type LeadAnswers = z.infer<typeof leadAnswersSchema>;

export const ANSWER_PARAMS = ["query", "zip", "service", "system", "budget", "urgency", "details", "street", "city"] as const;

/** Picks the answer parameters out of a URL's query or a form post. */
export function answersFrom(source: URLSearchParams | FormData): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const name of ANSWER_PARAMS) {
    const value = source.get(name);
    if (typeof value === "string" && value !== "") answers[name] = value;
  }
  return answers;
}
