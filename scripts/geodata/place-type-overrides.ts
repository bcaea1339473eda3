import type { LocationType } from "./types";

/**
 * Places whose derived type is wrong. The generator derives a type from the
 * GeoNames population with ORC 703.01 (a municipality of 5,000+ people is a
 * city, otherwise a village), but no package says whether a place is
 * incorporated at all, and the populations predate the 2020 census. Each entry
 * here replaces the derived type and marks the place typeSource "curated".
 * The generator fails on an entry that matches no place, so stale lines
 * cannot linger.
 */
export type PlaceTypeOverride = {
  name: string;
  county: string;
  type: LocationType;
  why: string;
};

const CDP = "Census designated place: unincorporated, governed by its township";

export const PLACE_TYPE_OVERRIDES: readonly PlaceTypeOverride[] = [
  // Unincorporated: Census designated places. GeoNames lists them like towns,
  // so the population rule would call them cities or villages.
  { name: "Apple Valley", county: "Knox", type: "cdp", why: CDP },
  { name: "Austintown", county: "Mahoning", type: "cdp", why: CDP },
  { name: "Beckett Ridge", county: "Butler", type: "cdp", why: CDP },
  { name: "Blacklick Estates", county: "Franklin", type: "cdp", why: CDP },
  { name: "Boardman", county: "Mahoning", type: "cdp", why: CDP },
  { name: "Bridgetown", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Champion Heights", county: "Trumbull", type: "cdp", why: CDP },
  { name: "Covedale", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Delhi Hills", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Dent", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Dry Run", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Finneytown", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Forestville", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Groesbeck", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Howland Center", county: "Trumbull", type: "cdp", why: CDP },
  { name: "Huber Ridge", county: "Franklin", type: "cdp", why: CDP },
  { name: "Kenwood", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Lake Darby", county: "Franklin", type: "cdp", why: CDP },
  { name: "Landen", county: "Warren", type: "cdp", why: CDP },
  { name: "Lincoln Village", county: "Franklin", type: "cdp", why: CDP },
  { name: "Mack", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Miami Heights", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Monfort Heights", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Montrose-Ghent", county: "Summit", type: "cdp", why: CDP },
  { name: "Mount Carmel", county: "Clermont", type: "cdp", why: CDP },
  { name: "Mount Repose", county: "Clermont", type: "cdp", why: CDP },
  { name: "New Burlington", county: "Hamilton", type: "cdp", why: CDP },
  { name: "North Madison", county: "Lake", type: "cdp", why: CDP },
  { name: "Northbrook", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Northgate", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Northridge", county: "Clark", type: "cdp", why: CDP },
  { name: "Perry Heights", county: "Stark", type: "cdp", why: CDP },
  { name: "Pleasant Run", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Pleasant Run Farm", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Portage Lakes", county: "Summit", type: "cdp", why: CDP },
  { name: "Summerside", county: "Clermont", type: "cdp", why: CDP },
  { name: "Turpin Hills", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Wheelersburg", county: "Scioto", type: "cdp", why: CDP },
  { name: "White Oak", county: "Hamilton", type: "cdp", why: CDP },
  { name: "Withamsville", county: "Clermont", type: "cdp", why: CDP },
  {
    name: "Amelia",
    county: "Clermont",
    type: "cdp",
    why: "Voters dissolved the village in November 2019; the Census made it a CDP in 2020",
  },
  // Municipalities the pre-2020 populations misclassify.
  {
    name: "Ada",
    county: "Hardin",
    type: "village",
    why: "College students do not count toward city status (ORC 703.01); stays a village",
  },
  {
    name: "Granville",
    county: "Licking",
    type: "village",
    why: "College students do not count toward city status (ORC 703.01); stays a village",
  },
  {
    name: "Grafton",
    county: "Lorain",
    type: "village",
    why: "Prison inmates do not count toward city status (ORC 703.01); stays a village",
  },
  { name: "Johnstown", county: "Licking", type: "city", why: "5,182 people in 2020; a city since 2021" },
  { name: "Obetz", county: "Franklin", type: "city", why: "5,489 people in 2020; a city since 2021" },
  { name: "Toronto", county: "Jefferson", type: "city", why: "5,303 people in 2020; a city" },
];
