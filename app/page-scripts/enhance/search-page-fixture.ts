import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { SearchPage } from "~/components/search/search-page";
import type { ContactOutcome, LeadRef } from "~/modules/leads/contact-actions";
import type { ProResult } from "~/modules/leads/search-results.server";

/** The server's /search markup, for the page script's jsdom tests. */
type LoaderData = ComponentProps<typeof SearchPage>["loaderData"];

export const PRO_IDS = ["11111111-1111-4111-8111-111111111111", "22222222-2222-4222-8222-222222222222"] as const;

function pro(id: string, name: string): ProResult {
  return {
    id,
    slug: name.toLowerCase().replace(/\W+/g, "-"),
    name,
    rating: 4.8,
    reviewCount: 12,
    description: "Plumbing repairs.",
    formattedAddress: "Columbus, OH",
    distanceMiles: 2.5,
    responseTime: "Responds within a day",
    verified: true,
    available: true,
    featured: false,
    initials: "AP",
    reviews: [],
    deliveredIntent: null,
  };
}

export function searchPageMarkup({
  lead = null,
  state,
  actionData,
  url = "/search?query=leaky%20faucet&zip=43215",
}: { lead?: LeadRef | null; state?: LoaderData["state"]; actionData?: ContactOutcome; url?: string } = {}) {
  const loaderData: LoaderData = {
    toasts: [{ title: "Results found" }],
    submitted: null,
    updated: false,
    zipError: null,
    state: state ?? {
      kind: "results",
      pros: [pro(PRO_IDS[0], "Ace Plumbing"), pro(PRO_IDS[1], "Buckeye Pipes")],
      categoryName: "Plumbing",
      categorySlug: "plumbing",
      zip: "43215",
    },
    sort: "best",
    sortOptions: [
      { value: "best", label: "Best Match" },
      { value: "rating", label: "Highest Rated" },
    ],
    lead,
    answers: { query: "leaky faucet", zip: "43215" },
    prefill: { firstName: "", lastName: "", email: "", phone: "" },
    consentText: "Consent text.",
    idempotencyKey: "0f6a3c1e-1111-4111-8111-123456789abc",
  };
  return renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: [url] }, createElement(SearchPage, { loaderData, actionData })),
  );
}
