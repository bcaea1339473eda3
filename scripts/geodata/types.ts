/** The location types, shared by the curated lists and the generated data. */
export type LocationType = "city" | "village" | "township" | "town" | "cdp";
