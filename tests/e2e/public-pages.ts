import { QUESTIONNAIRE_STEP_URLS } from "./step-urls";

/** One URL of each kind of public page, for checks that hold on every public page (JavaScript budget, HTML validity). */
export const PUBLIC_PAGES = [
  "/",
  "/services",
  "/locations",
  "/locations/columbus",
  "/services/hvac/ohio",
  "/services/hvac/columbus",
  "/services/hvac/furnace-repair/columbus",
  "/blog",
  "/blog?category=hvac",
  "/blog/ohio-furnace-winter-prep",
  "/partner-of-month",
  "/how-it-works",
  "/testimonials",
  "/contact",
  "/data-sources",
  "/service-request?service=hvac&location=Columbus",
  ...QUESTIONNAIRE_STEP_URLS,
  "/contact-info?zip=43215&service=hvac",
  "/search?query=furnace&zip=43215",
  "/does-not-exist",
] as const;
