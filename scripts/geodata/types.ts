/** The location types of the seed spec, shared by the curated lists and the generated data. */
export type LocationType = "city" | "village" | "township" | "town" | "cdp";
