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
