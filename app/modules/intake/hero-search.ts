import { normalizeOhioZip, ZIP_MESSAGES } from "~/modules/catalog";

/** A choice in the hero's service box. */
export type HeroServiceOption = { value: string; label: string };

export type HeroSearchInput = {
  /** Value of the service chosen from the suggestions; "" when none. */
  service: string;
  /** What is in the service box (the chosen label or free text). */
  text: string;
  zip: string;
};

export type HeroSearchDecision =
  | { type: "invalid-zip"; message: string }
  | { type: "navigate"; to: string }
  | { type: "focus-service" };

/**
 * What the landing page's "Find Pros" does, in order:
 * 1. a non-empty ZIP that is not an Ohio ZIP stops with the Ohio message;
 * 2. a chosen service goes to its questionnaire with the ZIP;
 * 3. free text goes to /search with the text (URL-encoded) and the ZIP;
 * 4. otherwise the service box gets focus.
 *
 * Text that is exactly a service's name (any case) counts as choosing it: the
 * visitor who types "plumbing" and presses Enter meant the Plumbing service.
 * A chosen value that is not one of the options is ignored.
 */
export function decideHeroSearch(
  input: HeroSearchInput,
  options: readonly HeroServiceOption[],
): HeroSearchDecision {
  const rawZip = input.zip.trim();
  let zip = "";
  if (rawZip !== "") {
    const ohioZip = normalizeOhioZip(rawZip);
    if (ohioZip === null) return { type: "invalid-zip", message: ZIP_MESSAGES.notOhio };
    zip = ohioZip;
  }

  const text = input.text.trim();
  const chosen =
    options.find((option) => option.value === input.service) ??
    options.find((option) => option.label.toLowerCase() === text.toLowerCase());
  if (chosen) {
    return { type: "navigate", to: `/service-questionnaire/${encodeURIComponent(chosen.value)}?zip=${zip}` };
  }

  if (text !== "") {
    return { type: "navigate", to: `/search?query=${encodeURIComponent(text)}&zip=${zip}` };
  }

  return { type: "focus-service" };
}
