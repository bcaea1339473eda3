/**
 * Credit packages a pro can buy (1 credit = $1 of lead price). Larger packages
 * cost less per credit; nothing is bought without the pro choosing a package,
 * and there is no automatic top-up.
 */
export type CreditPackage = { key: string; name: string; credits: number; priceCents: number };

export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  { key: "starter", name: "Starter", credits: 50, priceCents: 5_000 },
  { key: "growth", name: "Growth", credits: 150, priceCents: 13_500 },
  { key: "pro", name: "Pro", credits: 400, priceCents: 32_000 },
];

export function findPackage(key: string): CreditPackage | undefined {
  return CREDIT_PACKAGES.find((pkg) => pkg.key === key);
}

/** What a package saves against buying the same credits at $1 each, in whole percent. */
export function savingsPercent(pkg: CreditPackage): number {
  return Math.round((1 - pkg.priceCents / (pkg.credits * 100)) * 100);
}
