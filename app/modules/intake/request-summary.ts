import { budgetLabel, timingLabel } from "~/modules/catalog";
import { formatPhone } from "~/lib/phone";
import type { QuestionnaireAnswers } from "./questionnaire";
import { requestWords } from "./request-words";

/**
 * What the homeowner sent, as their confirmation e-mail repeats it: the only place they see their answers again,
 * so a mistyped phone number or ZIP can be caught (and corrected by calling us) before a pro dials it.
 */
export function requestSummaryLines(args: {
  answers: QuestionnaireAnswers;
  phone: string;
  categoryName: string;
  /** The ZIP's town, "Columbus, OH 43215", or the ZIP alone when it is not known. */
  where: string;
  phoneDisplay: string;
}): string[] {
  const { answers } = args;
  const street = answers.street?.trim();
  const words = requestWords({ query: answers.query ?? null, description: answers.details ?? null });
  return [
    "What you sent us:",
    `- Service: ${args.categoryName}${answers.system ? `: ${answers.system}` : ""}`,
    `- Where: ${street ? `${street}, ` : ""}${args.where}`,
    ...(answers.urgency ? [`- When: ${timingLabel(answers.urgency)}`] : []),
    ...(answers.budget ? [`- Budget: ${budgetLabel(answers.budget)}`] : []),
    ...(words ? [`- In your words: ${words.replace(/\s*\n\s*/g, " / ")}`] : []),
    `- Your phone: ${formatPhone(args.phone)} (the pros who take your request call or text it; if it is wrong, call us at ${args.phoneDisplay})`,
  ];
}
