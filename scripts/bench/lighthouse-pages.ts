// One page of every public page type, for `npm run bench -- lighthouse`. The
// test beside this file checks that every public page the browser tests know
// (tests/e2e/public-pages.ts) is here, so a new page type cannot be left out.
import { QUESTIONNAIRE_STEP_URLS } from "../../tests/e2e/step-urls";

const STEP_NAMES = [
  "Questionnaire: ZIP",
  "Questionnaire: service details",
  "Questionnaire: HVAC details",
  "Questionnaire: budget",
  "Questionnaire: timing",
  "Questionnaire: project details",
  "Questionnaire: address",
];

export const LIGHTHOUSE_PAGES: readonly { name: string; path: string }[] = [
  { name: "Home", path: "/" },
  { name: "Service directory", path: "/services" },
  { name: "Locations directory", path: "/locations" },
  { name: "City", path: "/locations/columbus" },
  { name: "Service statewide", path: "/services/hvac/ohio" },
  { name: "Service in city", path: "/services/hvac/columbus" },
  { name: "Sub-service statewide", path: "/services/hvac/furnace-repair/ohio" },
  { name: "Sub-service in city", path: "/services/hvac/furnace-repair/columbus" },
  { name: "Blog list", path: "/blog" },
  { name: "Blog list, one category", path: "/blog?category=hvac" },
  { name: "Blog post", path: "/blog/ohio-furnace-winter-prep" },
  { name: "Partner of the month and deals", path: "/partner-of-month" },
  { name: "How it works", path: "/how-it-works" },
  { name: "Testimonials", path: "/testimonials" },
  { name: "Contact", path: "/contact" },
  { name: "Data sources", path: "/data-sources" },
  { name: "Pro profile", path: "/pros/scioto-valley-heating-and-air" },
  { name: "Quote request start", path: "/service-request?service=hvac&location=Columbus" },
  ...QUESTIONNAIRE_STEP_URLS.map((path, index) => ({ name: STEP_NAMES[index] ?? `Questionnaire step ${index + 1}`, path })),
  { name: "Questionnaire: contact details", path: "/contact-info?zip=43215&service=hvac" },
  { name: "Results (search)", path: "/search?query=furnace&zip=43215" },
  { name: "Sign-up", path: "/register" },
  { name: "Sign-up, pro chosen", path: "/register?type=provider" },
  { name: "Pro sign-up", path: "/provider/register" },
  { name: "Log-in", path: "/provider/login" },
  { name: "Demo portal entry", path: "/provider/demo" },
  { name: "Forgot password", path: "/forgot-password" },
  { name: "Reset password", path: "/reset-password?token=unused" },
];
