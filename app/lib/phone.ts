/**
 * Phone numbers as people read and dial them. Pros' numbers are stored as
 * shown, e.g. "(614) 555-0123"; homeowners' as digits. Shared by the server's
 * pages and the page scripts.
 */

/** (614) 555-0123 for ten digits; anything else as given. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, "").slice(-10);
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : digits;
}

/** A tel: link that dials, whatever the number's punctuation. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}

/** +1-800-456-7890 for ten digits, the international form schema.org expects; anything else as given. */
export function internationalPhone(digits: string): string {
  const d = digits.replace(/\D/g, "").slice(-10);
  return d.length === 10 ? `+1-${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : digits;
}

/**
 * Whether a stored number can reach a real person: it passes checkPhone and
 * is not in the fiction range. A request bought with such a number is refunded
 * (app/modules/pipeline/refund-rules.ts).
 */
export function isDialableNorthAmerican(phone: string): boolean {
  const checked = checkPhone(phone);
  return checked.ok && !isFictionalPhone(checked.digits);
}

/** The longest phone a form takes as typed: "+1 (614) 555-0123" and some spaces. */
export const PHONE_INPUT_MAX = 20;

/**
 * What a refused number is told, the same on every form. The first two are
 * the lead form's wording; each example passes the rule it explains.
 */
export const PHONE_MESSAGES = {
  short: "Phone number must be at least 10 digits",
  digits: "Phone number must contain only digits",
  long: "Phone number must be 10 digits, such as (614) 555-0123, or 11 starting with 1",
  extension: "Leave out the extension: give the number that rings through, such as (614) 555-0123",
  notDialable: "That is not a US phone number: its area code and the next three digits start with 2 to 9, as in (614) 555-0123",
} as const;

export type PhoneCheck = { ok: true; digits: string } | { ok: false; message: string };

/**
 * The one rule for a phone number someone types, on every form: digits with
 * any spaces, dashes, dots or brackets between them and an optional leading
 * +1 or 1; ten digits whose area code and exchange start with 2-9 and are not
 * N11 (211 to 911, service codes). The fiction range 555-0100 to 555-0199 is
 * accepted like any other number (docs/decisions/041); buying a request with
 * such a number is refunded (isDialableNorthAmerican). Returns the ten digits.
 */
export function checkPhone(typed: string): PhoneCheck {
  const text = typed.trim();
  // "614-555-0123 ext. 4": the number is fine, only what follows it is not (texts and calls cannot dial it).
  if (/\d[\s,;]*(?:x|ext\.?|extension|#)\s*\d{1,6}$/i.test(text)) return { ok: false, message: PHONE_MESSAGES.extension };
  // A plus only as the start of +1, the country code.
  if (/[^\d\s().+-]/.test(text) || text.lastIndexOf("+") > 0 || /^\+(?!\s*1)/.test(text)) {
    return { ok: false, message: PHONE_MESSAGES.digits };
  }
  let digits = text.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (digits.length < 10) return { ok: false, message: PHONE_MESSAGES.short };
  if (digits.length > 10) return { ok: false, message: PHONE_MESSAGES.long };
  const n11 = (three: string) => /^[2-9]11$/.test(three);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits) || n11(digits.slice(0, 3)) || n11(digits.slice(3, 6))) {
    return { ok: false, message: PHONE_MESSAGES.notDialable };
  }
  return { ok: true, digits };
}

/**
 * The digits to look a number up by, as a person types it into a search box: the punctuation gone and the leading
 * country code dropped, as checkPhone drops it ("+1 614 555 0123", "1-614-555-0123" and "(614) 555-0123" are one
 * number). A part of a number ("555-0123") keeps its digits.
 */
export function phoneSearchDigits(typed: string): string {
  const text = typed.trim();
  const digits = text.replace(/\D/g, "");
  const countryCode = /^\+\s*1/.test(text) || /^1[\s.\-(]/.test(text) || (digits.length === 11 && digits.startsWith("1"));
  return countryCode ? digits.slice(1) : digits;
}

/** Numbers 555-0100 to 555-0199, reserved for fiction in every area code. */
export function isFictionalPhone(digits: string): boolean {
  return /^\d{3}55501\d{2}$/.test(digits);
}
