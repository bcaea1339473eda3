import type { ReadyParts } from "~/lib/ready-parts";
import { readyPart } from "~/lib/ready-parts.server";
import { homePageContent } from "./home-page-content";
import { HomeLead, HomeRest } from "./home-page-parts";

/** The landing page's parts that show code constants only: all but its deals and structured data (docs/decisions/029). */
export function homeReadyParts(): ReadyParts {
  const content = homePageContent();
  return new Map([readyPart("home-lead", <HomeLead services={content.services} />), readyPart("home-rest", <HomeRest {...content} />)]);
}
