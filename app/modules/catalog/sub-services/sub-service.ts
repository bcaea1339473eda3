/** One job type inside a service category, e.g. "Furnace Repair" in HVAC. */
export type SubService = {
  /** Unique within its category; lowercase words joined by hyphens, derived from the name. */
  slug: string;
  name: string;
  /** One or two plain sentences for homeowners: what the job is and when you need it. */
  description: string;
};
