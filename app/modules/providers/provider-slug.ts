/** Longest slug we generate; long business names are cut at a word boundary. */
export const MAX_PROVIDER_SLUG_LENGTH = 60;

/**
 * The public slug of a business (`/pros/{slug}`): lowercase ASCII words joined
 * by hyphens. "&" reads as "and" and apostrophes vanish, so
 * "Mike's Heating & Air" becomes "mikes-heating-and-air".
 */
export function providerSlug(businessName: string): string {
  const words = businessName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);

  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_PROVIDER_SLUG_LENGTH) break;
    slug = next;
  }
  // A single word longer than the limit: cut it rather than return nothing.
  if (!slug && words[0]) slug = words[0].slice(0, MAX_PROVIDER_SLUG_LENGTH);
  return slug || "pro";
}

/** `base`, or `base-2`, `base-3`, … whichever is not taken yet. */
export function availableSlug(base: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
