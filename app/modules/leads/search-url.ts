import { checkPhone } from "~/lib/phone";
import type { LeadContactInput } from "./lead-form";
import { type QuestionnaireAnswers, toQueryString } from "./questionnaire";

/**
 * Where the lead form goes on success (seed spec §4): /search with the
 * questionnaire's query string plus firstName, lastName, email, phone and
 * smsConsent, and our own lead id and access token so the results page can
 * show the pros this request went to.
 */
export function searchUrlAfterSubmit(
  answers: QuestionnaireAnswers,
  contact: LeadContactInput,
  lead: { leadId: string; token: string },
): string {
  const params = new URLSearchParams(toQueryString(answers).slice(1));
  for (const name of ["firstName", "lastName", "email"] as const) params.set(name, contact[name].trim());
  // As its digits, however it was typed (the form took it: app/lib/phone.ts).
  const phone = checkPhone(contact.phone);
  params.set("phone", phone.ok ? phone.digits : contact.phone.trim());
  params.set("smsConsent", contact.smsConsent ? "true" : "false");
  params.set("lead", lead.leadId);
  params.set("token", lead.token);
  return `/search?${params.toString()}`;
}
