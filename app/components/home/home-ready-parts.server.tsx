import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { ReadyParts } from "~/lib/ready-parts";
import { homePageContent } from "./home-page-content.server";
import { HomeLead, HomeRest } from "./home-page-parts";

/**
 * The landing page's parts that show code constants only, rendered once
 * (docs/decisions/036), outside any page render and in a router of their own
 * (their links are plain paths), by the renderer the page's render uses, so
 * the page's bytes are the same. Each render has its own id prefix, so an id
 * React makes in one can never repeat one the page makes.
 */
export function homeReadyParts(): ReadyParts {
  const content = homePageContent();
  const render = (id: string, element: React.ReactNode) =>
    [id, Buffer.from(renderToString(<MemoryRouter>{element}</MemoryRouter>, { identifierPrefix: `${id}-` }), "utf8")] as const;
  return new Map([render("home-lead", <HomeLead services={content.services} />), render("home-rest", <HomeRest {...content} />)]);
}
