/**
 * A field people never see or fill (hidden from view and from screen readers);
 * simple bots fill every field. A filled honeypot is answered as if it worked,
 * so the bot learns nothing, and nothing is stored.
 */
export const HONEYPOT_FIELD = "company_website";

/** `fields`: a posted form as plain values (name to text). */
export function isHoneypotFilled(fields: Readonly<Record<string, string>>): boolean {
  return (fields[HONEYPOT_FIELD] ?? "").trim() !== "";
}
