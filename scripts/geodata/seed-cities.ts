/**
 * The six service-area cities, in the order the footer and the home
 * grid show them. They are pinned to the front of the location list, and their
 * first ZIP is the one the original app names (the generator fails if the data
 * disagrees with the county here).
 */
export const SEED_CITIES = [
  { name: "Columbus", county: "Franklin", zip: "43215" },
  { name: "Cleveland", county: "Cuyahoga", zip: "44114" },
  { name: "Cincinnati", county: "Hamilton", zip: "45202" },
  { name: "Toledo", county: "Lucas", zip: "43604" },
  { name: "Akron", county: "Summit", zip: "44308" },
  { name: "Dayton", county: "Montgomery", zip: "45402" },
] as const;
