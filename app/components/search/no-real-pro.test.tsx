import { describe, expect, it } from "vitest";
import { waitEndedText, WITHDRAWN_REQUEST_TEXT } from "~/modules/matching";
import { pro, PRO_IDS, searchPageMarkup } from "../../../tests/fixtures/search-page-markup";

const LEAD = { id: "3f1c2a4b-1111-4111-8111-123456789abc", token: "t" };

function demoOnlyMarkup(pros: "example" | "none", endedText: string | null = null) {
  const example = {
    id: PRO_IDS[0],
    slug: "demo-heating",
    name: "Demo Heating",
    rating: 5,
    reviewCount: 120,
    description: "Invented.",
    formattedAddress: "Columbus, OH",
    distanceMiles: 3,
    responseTime: "Responds within an hour",
    verified: true,
    available: false,
    featured: false,
    isDemo: true,
    isNew: false,
    logo: null,
    initials: "DH",
    reviews: [],
    deliveredIntent: null,
  };
  return searchPageMarkup({
    lead: LEAD,
    state: { kind: "results", pros: pros === "example" ? [example] : [], categoryName: "HVAC", categorySlug: null, zip: "43201", noRealPro: true, endedText, withdrawn: false, requestHref: "/service-request?service=hvac&zip=43201" },
  });
}

describe("/search when no real pro can take the request", () => {
  it("says nothing was sent and marks the examples, offering no contact action", () => {
    const html = demoOnlyMarkup("example");
    expect(html).toContain("No verified HVAC pros available near Columbus, OH 43201 yet");
    expect(html).toContain("your request was not sent to anyone");
    expect(html).toContain("examples from our demo data");
    expect(html).toContain("Demo Heating");
    expect(html).not.toContain("Get Phone Number");
    expect(html).not.toContain("Contact All Pros");
    expect(html).not.toMatch(/\d+ HVAC pros? near/);
    // The request's ZIP is kept: no "Use my location" that would change nothing.
    expect(html).not.toContain("data-geolocate");
  });

  it("says so once the wait ended with no pro, without the examples, and offers to ask again", () => {
    const html = demoOnlyMarkup("example", waitEndedText({ categoryName: "HVAC", zip: "43201" }));
    expect(html).toContain("We kept your HVAC request open for 72 hours, and no verified pro near Columbus, OH 43201 became available to take it.");
    expect(html).toContain("it is now closed");
    expect(html).toContain('href="/service-request?service=hvac&amp;zip=43201"');
    expect(html).not.toContain("We'll keep it open");
    expect(html).not.toContain("Demo Heating");
    // The heading says it is over, not that pros may come "yet".
    expect(html).toContain("Your HVAC request near Columbus, OH 43201 is closed");
    expect(html).not.toContain("available near Columbus, OH 43201 yet");
  });

  it("says the homeowner closed it, under a heading that says it is closed", () => {
    const html = demoOnlyMarkup("none", WITHDRAWN_REQUEST_TEXT);
    expect(html).toContain("Your HVAC request near Columbus, OH 43201 is closed");
    expect(html).toContain(WITHDRAWN_REQUEST_TEXT);
    expect(html).not.toContain("yet");
    expect(html).not.toContain("did not take it");
  });

  it("says the same without examples, and never names a count of pros", () => {
    const html = demoOnlyMarkup("none");
    expect(html).toContain("your request was not sent to anyone");
    expect(html).not.toContain("demo data");
    expect(html).not.toContain("No service providers found");
  });
});

describe("/search for a request the homeowner closed after a pro took it", () => {
  it("still lists that pro, under a heading and a note that say it is closed", () => {
    const html = searchPageMarkup({ lead: LEAD });
    expect(html).toContain("Your request went to these pros");
    const closed = searchPageMarkup({
      lead: LEAD,
      state: {
        kind: "results",
        pros: [pro(PRO_IDS[0], "Ace Plumbing")],
        categoryName: "Plumbing",
        categorySlug: null,
        zip: "43215",
        noRealPro: false,
        endedText: null,
        withdrawn: true,
        requestHref: "/service-request?service=plumbing&zip=43215",
      },
    });
    expect(closed).toContain("Your plumbing request near Columbus, OH 43215 is closed");
    expect(closed).toContain("Ace Plumbing");
    expect(closed).toContain(WITHDRAWN_REQUEST_TEXT);
    expect(closed).not.toContain("Your request went to these pros");
  });
});
