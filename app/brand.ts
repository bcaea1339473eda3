import { formatPhone, telHref } from "~/lib/phone";

/** The product's phone number, as digits: the one place it is written (display, link and structured data derive from it). */
const PHONE = "8004567890";

/** The working product name lives here only, so it can change in one place. */
export const BRAND = {
  name: "Buckeye Pros",
  phone: PHONE,
  phoneDisplay: formatPhone(PHONE),
  phoneHref: telHref(PHONE),
  tagline: "Vetted local pros across Ohio",
} as const;
