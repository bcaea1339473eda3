import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ReadyPart, ReadyPartsProvider, type ReadyParts } from "~/lib/ready-parts";
import { pageWithReadyParts } from "~/lib/ready-parts.server";
import { homePageContent } from "./home-page-content";
import { HomeLead, HomeRest } from "./home-page-parts";
import { homeReadyParts } from "./home-ready-parts.server";

/** The landing page's body as home.tsx lays it out, with a deals section that changes. */
function Body({ parts }: { parts: ReadyParts | null }) {
  const content = homePageContent();
  return (
    <MemoryRouter>
      <ReadyPartsProvider value={parts}>
        <ReadyPart id="home-lead">
          <HomeLead services={content.services} />
        </ReadyPart>
        <section>deals of the day</section>
        <ReadyPart id="home-rest">
          <HomeRest {...content} />
        </ReadyPart>
      </ReadyPartsProvider>
    </MemoryRouter>
  );
}

describe("the landing page's ready parts", () => {
  it("give the bytes the page renders without them", () => {
    const parts = homeReadyParts();
    const page = pageWithReadyParts(renderToString(<Body parts={parts} />), parts);
    expect(Buffer.isBuffer(page)).toBe(true);
    expect(page.toString()).toBe(renderToString(<Body parts={null} />));
  });

  it("hold the hero, the categories, the projects and the testimonials, but not the deals", () => {
    const parts = homeReadyParts();
    const lead = Buffer.from(parts.get("home-lead")!).toString();
    const rest = Buffer.from(parts.get("home-rest")!).toString();
    expect(lead).toContain("Find the right pro for your next project.");
    expect(lead).toContain('href="/services/hvac/ohio"');
    expect(rest).toContain("What Our Users Say");
    expect(rest).toContain("data-resume-card");
    expect(lead + rest).not.toContain("Deals of the Month");
  });
});
