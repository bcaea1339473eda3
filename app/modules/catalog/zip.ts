/**
 * The original app's ZIP rules, as pure functions with no data behind
 * them, so the browser can run them in forms without loading the ZIP table.
 * Whether a ZIP actually exists is a separate question: see getZip() in
 * ./geo.ts (server side).
 */

/**
 * ZIP ranges the Ohio check accepts. 41000-41099 are northern Kentucky
 * (Covington, Florence, Newport, across the river from Cincinnati); the original app
 * accepts them and the product treats them as the Cincinnati service area.
 */
export const OHIO_ZIP_RANGES = [
  { from: 43000, to: 45999, state: "OH" },
  { from: 41000, to: 41099, state: "KY" },
] as const;

/**
 * Seed Ohio check: strip non-digits, keep the first five digits, require
 * exactly five, accept 43000-45999 or 41000-41099. Returns the five digits,
 * or null. "43215-1234" and " 43215 " give "43215"; so does "432151234"
 * (the rule keeps the first five of however many digits there are).
 */
export function normalizeOhioZip(input: string): string | null {
  const zip = input.replace(/\D/g, "").slice(0, 5);
  if (zip.length !== 5) return null;
  const n = Number(zip);
  return OHIO_ZIP_RANGES.some((range) => n >= range.from && n <= range.to) ? zip : null;
}

export function isOhioZip(input: string): boolean {
  return normalizeOhioZip(input) !== null;
}

/** True for the northern Kentucky ZIPs served as part of the Cincinnati area. */
export function isKentuckyServiceZip(input: string): boolean {
  const zip = normalizeOhioZip(input);
  return zip !== null && zip < "41100";
}

/** Five digits, optionally a hyphen and four more (ZIP+4): the seed's rule for the ZIP step (readZip below). */
export const ZIP_FORMAT = /^\d{5}(-\d{4})?$/;

/** The longest ZIP a field takes: a ZIP+4 with its hyphen (what ZIP_FORMAT accepts). */
export const ZIP_INPUT_MAX_LENGTH = 10;

export const ZIP_MESSAGES = {
  invalidFormat: "Please enter a valid ZIP code",
  notOhio: "We're currently only serving Ohio. Please enter an Ohio zip code.",
} as const;

export type ZipReading = { ok: true; zip: string } | { ok: false; message: string };

/**
 * The one reading of a ZIP typed into a form that checks its format (the questionnaire's ZIP step, /search,
 * /service-request, the console's leads search): the format first, then the Ohio check. The sign-up forms and a
 * pro's service area use the seed's looser Ohio check (normalizeOhioZip, getZip), as the seed asks. Surrounding
 * whitespace is trimmed (a pasted " 43215 " is what the person meant), but whitespace inside the five ("432 15")
 * still fails the format. On success `zip` is the five-digit ZIP, without any +4 part: only that is stored or put
 * in an address.
 */
export function readZip(input: string): ZipReading {
  const value = input.trim();
  if (!ZIP_FORMAT.test(value)) return { ok: false, message: ZIP_MESSAGES.invalidFormat };
  const zip = normalizeOhioZip(value);
  if (zip === null) return { ok: false, message: ZIP_MESSAGES.notOhio };
  return { ok: true, zip };
}
