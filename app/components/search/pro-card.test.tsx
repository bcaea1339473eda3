// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ProResult } from "~/modules/matching/search-results.server";
import { ProCard } from "./pro-card";

function pro(overrides: Partial<ProResult> = {}): ProResult {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    slug: "olentangy-heating",
    name: "Olentangy Heating",
    rating: 4.8,
    reviewCount: 12,
    description: "Furnaces and air conditioners.",
    formattedAddress: "Columbus, OH",
    distanceMiles: 2.5,
    responseTime: "Responds in about 2 hours",
    verified: true,
    isDemo: false,
    isNew: false,
    logo: null,
    available: true,
    featured: false,
    initials: "OH",
    reviews: [],
    deliveredIntent: null,
    ...overrides,
  };
}

function card(result: ProResult): HTMLElement {
  const html = renderToStaticMarkup(<ProCard pro={result} actions={null} />);
  return new DOMParser().parseFromString(html, "text/html").body;
}

/** The card's badges in reading order. */
function badges(body: HTMLElement): string[] {
  const heading = body.querySelector("h2")!;
  return [...heading.parentElement!.children].filter((node) => node !== heading).map((node) => node.textContent ?? "");
}

const initials = (body: HTMLElement) => [...body.querySelectorAll("span")].some((span) => span.textContent === "OH");

describe("ProCard", () => {
  it("says Demo business first on a demo business, and never Verified", () => {
    expect(badges(card(pro({ isDemo: true })))).toEqual(["Demo business", "Available"]);
    expect(badges(card(pro({ isDemo: true, featured: true })))).toEqual(["Demo business", "Featured partner", "Available"]);
  });

  it("shows no Demo label on a real business", () => {
    const body = card(pro());
    expect(badges(body)).toEqual(["Verified", "Available"]);
    expect(body.querySelector("[data-demo-badge]")).toBeNull();
  });

  it("says a new verified pro is new instead of empty stars and 0.0 (0 reviews)", () => {
    const body = card(pro({ isNew: true, rating: 0, reviewCount: 0, responseTime: null }));
    expect(body.textContent).toContain("New on Buckeye Pros");
    expect(body.textContent).not.toContain("0.0");
    expect(body.textContent).not.toContain("0 reviews");
    expect(body.querySelector('[role="img"]')).toBeNull();
  });

  it("shows a reviewed pro's stars and count", () => {
    const body = card(pro());
    expect(body.querySelector('[role="img"]')!.getAttribute("aria-label")).toBe("Rated 4.8 out of 5");
    expect(body.textContent).toContain("(12 reviews)");
    expect(body.textContent).toContain("Responds in about 2 hours");
    expect(body.textContent).not.toContain("New on Buckeye Pros");
  });

  it("shows the uploaded logo in place of the initials", () => {
    const body = card(pro({ logo: "/pros/olentangy-heating/logo/abc123.png" }));
    const logo = body.querySelector("img")!;
    expect(logo.getAttribute("src")).toBe("/pros/olentangy-heating/logo/abc123.png");
    expect(logo.getAttribute("alt")).toBe("Logo of Olentangy Heating");
    expect(initials(body)).toBe(false);
  });

  it("shows the initials when there is no logo", () => {
    const body = card(pro());
    expect(body.querySelector("img")).toBeNull();
    expect(initials(body)).toBe(true);
  });
});
