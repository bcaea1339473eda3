import { LOCATIONS } from "./locations";
import { SERVICES } from "./services";

export type SiteLinks = {
  services: { slug: string; name: string }[];
  locations: { slug: string; name: string }[];
};

const SITE_LINKS: SiteLinks = {
  services: SERVICES.map(({ slug, name }) => ({ slug, name })),
  // The first six locations are the original app's six cities, in order.
  locations: LOCATIONS.slice(0, 6).map(({ slug, name }) => ({ slug, name })),
};

/** The small slice of the catalog the header and footer need on every page (built once: the catalog is fixed). */
export function siteLinks(): SiteLinks {
  return SITE_LINKS;
}
