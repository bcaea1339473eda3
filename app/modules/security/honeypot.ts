/**
 * A field people never see or fill (hidden from view and from screen readers);
 * simple bots fill every field. A filled honeypot is answered as if it worked,
 * so the bot learns nothing, and nothing is stored.
 */
export const HONEYPOT_FIELD = "company_website";

export function isHoneypotFilled(form: FormData | URLSearchParams): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
