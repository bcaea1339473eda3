/** The working product name lives here only, so it can change in one place. */
export const BRAND = {
  name: "Buckeye Pros",
  phoneDisplay: "(800) 456-7890",
  phoneHref: "tel:+18004567890",
  tagline: "Vetted local pros across Ohio",
} as const;
