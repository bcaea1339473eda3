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
 * Whether ten digits can be a real North American number: area code and
 * exchange start with 2-9, and 555-0100 to 555-0199 are reserved for fiction.
 * A leading country code 1 is allowed.
 */
export function isDialableNorthAmerican(phone: string): boolean {
  const digits = phone.replace(/\D/g, "");
  const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(ten)) return false;
  if (ten.slice(3, 6) === "555" && ten.slice(6, 8) === "01") return false;
  // N11 codes (211, 311 … 911) are services, not area codes or exchanges.
  return !/^[2-9]11/.test(ten) && !/^[2-9]11/.test(ten.slice(3));
}
