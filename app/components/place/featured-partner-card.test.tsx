import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FeaturedPartner } from "~/modules/providers/index.server";
import { FeaturedPartnerCard } from "./featured-partner-card";

const partner = (isDemo: boolean): FeaturedPartner => ({
  businessName: "Maple Heating",
  slug: "maple-heating",
  phone: "(614) 282-5518",
  city: "Columbus",
  category: { slug: "hvac", name: "HVAC" },
  rating: 4.8,
  reviewCount: 31,
  isDemo,
});

describe("the city page's partner of the month", () => {
  it("offers a real partner's number beside ours, vetted and paid for", () => {
    const html = renderToStaticMarkup(<FeaturedPartnerCard placeName="Bexley" partner={partner(false)} />);
    expect(html).toContain('href="tel:+16142825518"');
    expect(html).toContain('href="tel:+18004567890"');
    expect(html).toContain("a paid placement, vetted like every pro");
  });

  it("offers no number for a demo business, only ours, and says it is an example", () => {
    const html = renderToStaticMarkup(<FeaturedPartnerCard placeName="Bexley" partner={partner(true)} />);
    expect(html).not.toContain("tel:+16142825518");
    expect(html).toContain('href="tel:+18004567890"');
    expect(html).toContain("Demo business");
    expect(html).toContain("An example from our demo data");
    expect(html).not.toContain("vetted like every pro");
  });
});
