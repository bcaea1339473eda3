import { FIRST_SIX_LOCATIONS, filledStars, POPULAR_PROJECTS, SERVICES } from "~/modules/catalog";
import { TESTIMONIALS_PER_GROUP_ON_HOME, testimonialsFor } from "~/modules/content";
import type { HomePageContent } from "./home-page-parts";

let content: HomePageContent | undefined;

/** The landing page's catalog and copy: code constants, so made once. Only what the page shows (no sub-service lists, no location table). */
export function homePageContent(): HomePageContent {
  content ??= {
    services: SERVICES.map(({ slug, name, description, image }) => ({ slug, name, description, image })),
    projects: POPULAR_PROJECTS.map((project) => ({ ...project, stars: filledStars(project.rating) })),
    areas: FIRST_SIX_LOCATIONS.map(({ name, slug, county }) => ({ name, slug, county })),
    testimonials: {
      homeowner: testimonialsFor("homeowner", TESTIMONIALS_PER_GROUP_ON_HOME),
      provider: testimonialsFor("provider", TESTIMONIALS_PER_GROUP_ON_HOME),
    },
  };
  return content;
}
