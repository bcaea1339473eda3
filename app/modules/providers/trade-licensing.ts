import type { ServiceSlug } from "~/modules/catalog";

/** The state board that licenses HVAC (with hydronics and refrigeration), plumbing and electrical contractors. */
export const OHIO_LICENSING_BOARD = "Ohio Construction Industry Licensing Board";

export type TradeLicensing = { licensedBy: "state"; issuer: string; note: string } | { licensedBy: "local"; note: string };

/**
 * Who licenses each trade in Ohio, for the directory page's hints and the
 * dashboard's checklist: a state license is expected of HVAC, plumbing and
 * electrical contractors; the other trades answer to their city or county.
 */
export const TRADE_LICENSING: Readonly<Record<ServiceSlug, TradeLicensing>> = {
  hvac: {
    licensedBy: "state",
    issuer: OHIO_LICENSING_BOARD,
    note: "Ohio licenses HVAC contractors (hydronics and refrigeration too) through the Construction Industry Licensing Board.",
  },
  plumbing: {
    licensedBy: "state",
    issuer: OHIO_LICENSING_BOARD,
    note: "Ohio licenses plumbing contractors through the Construction Industry Licensing Board.",
  },
  electrical: {
    licensedBy: "state",
    issuer: OHIO_LICENSING_BOARD,
    note: "Ohio licenses electrical contractors through the Construction Industry Licensing Board.",
  },
  landscaping: {
    licensedBy: "local",
    note: "Ohio has no state license for landscaping; some cities ask for a registration. Pesticide work needs the Department of Agriculture's license.",
  },
  cleaning: { licensedBy: "local", note: "Ohio has no state license for cleaning; your city may ask for a vendor's license or registration." },
  renovation: {
    licensedBy: "local",
    note: "Ohio has no state license for general contractors; many cities and counties ask for a contractor registration.",
  },
};

/** Whether Ohio licenses the trade (a category slug; an unknown one is not licensed). */
export function isStateLicensed(slug: string): boolean {
  return Object.hasOwn(TRADE_LICENSING, slug) && TRADE_LICENSING[slug as ServiceSlug].licensedBy === "state";
}
