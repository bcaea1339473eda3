const DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Whole dollars from cents, as a price is shown ("$135.00"). */
export function formatDollars(cents: number): string {
  return DOLLARS.format(cents / 100);
}
