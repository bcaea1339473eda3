import { SERVICES, type ServiceSlug } from "./services";

/**
 * Words homeowners type that name a trade without naming it ("leaky faucet",
 * "my AC is out"). Sub-service names are searched as well.
 */
const KEYWORDS: Readonly<Record<ServiceSlug, readonly string[]>> = {
  hvac: ["hvac", "ac", "a/c", "air conditioner", "air conditioning", "furnace", "heat", "heating", "heat pump", "thermostat", "duct", "boiler", "cooling", "mini split", "vent"],
  plumbing: ["plumber", "plumbing", "leak", "leaky", "faucet", "toilet", "drain", "clog", "pipe", "water heater", "hot water", "sump", "sewer", "shower", "sink", "garbage disposal"],
  electrical: ["electrician", "electrical", "outlet", "wiring", "breaker", "panel", "light", "lighting", "ceiling fan", "generator", "ev charger", "switch", "power"],
  landscaping: ["landscaping", "landscaper", "lawn", "mow", "mowing", "yard", "garden", "tree", "shrub", "mulch", "patio", "patios", "snow", "sod", "hardscape"],
  cleaning: ["cleaning", "cleaner", "clean", "maid", "housekeeping", "carpet", "window washing", "gutter", "deep clean", "move out", "power washing", "power wash", "pressure washing", "pressure wash"],
  renovation: ["renovation", "remodel", "remodeling", "kitchen", "bathroom", "basement", "paint", "painting", "painter", "roof", "roof leak", "roofing", "roofer", "flooring", "drywall", "contractor", "addition", "deck"],
};

/**
 * Lower case, words only, each word without a plural "s" ("frozen pipes" finds "pipe"). Keywords go through the same
 * function, so a word that merely ends in "s" ("gas") is cut on both sides alike.
 */
function normalize(text: string): string {
  const words = text.toLowerCase().replace(/[^a-z0-9/]+/g, " ").trim().split(" ");
  return ` ${words.map((word) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word)).join(" ")} `;
}

/** The category a free-text search most likely means, or null when nothing fits. */
export function matchServiceQuery(text: string): ServiceSlug | null {
  const haystack = normalize(text);
  if (haystack.trim() === "") return null;
  let best: { slug: ServiceSlug; score: number } | null = null;
  for (const service of SERVICES) {
    let score = 0;
    for (const keyword of KEYWORDS[service.slug]) {
      if (haystack.includes(normalize(keyword))) score += keyword.includes(" ") ? 3 : 2;
    }
    if (haystack.includes(normalize(service.name))) score += 3;
    for (const sub of service.subServices) {
      if (haystack.includes(normalize(sub.name))) score += 4;
    }
    if (score > 0 && (!best || score > best.score)) best = { slug: service.slug, score };
  }
  return best?.slug ?? null;
}
