import type { ServiceSlug } from "~/modules/catalog";

/**
 * What a lead costs a pro, in credits (1 credit = $1 of prepaid balance).
 * Bigger jobs cost more; an urgent request is worth more to a pro who can go
 * today. The pro sees this price before paying, and it never exceeds the pro's
 * own maximum (matching skips pros whose maximum is lower).
 */
export const BASE_LEAD_PRICE: Readonly<Record<ServiceSlug, number>> = {
  hvac: 28,
  plumbing: 22,
  electrical: 22,
  landscaping: 14,
  cleaning: 10,
  renovation: 35,
};

export const URGENT_SURCHARGE_PERCENT = 20;

export function leadPriceCredits(category: ServiceSlug, urgency?: string | null): number {
  const base = BASE_LEAD_PRICE[category];
  return urgency === "urgent" ? Math.round((base * (100 + URGENT_SURCHARGE_PERCENT)) / 100) : base;
}
