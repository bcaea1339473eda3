import { getDb } from "~/db/db.server";
import { BRAND } from "~/brand";
import { homePageContent } from "~/components/home/home-page-content";
import { HomeLead, HomeRest } from "~/components/home/home-page-parts";
import { DealsOfTheMonth } from "~/components/home/home-sections";
import { JsonLd } from "~/components/json-ld";
import { getEnv } from "~/config/env.server";
import { logger } from "~/lib/logger.server";
import { ReadyPart } from "~/lib/ready-parts";
import { dealsForPages, type Deal } from "~/modules/content/index.server";
import { organizationJsonLd, webSiteJsonLd, originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/home";

/** No React in the browser: the hero box, tabs and resume card run on a page script (docs/decisions/012). */
export const handle: PageHandle = { hydrate: false, script: "home", cache: true, readyParts: "home" };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `${BRAND.name} | Find trusted local pros in Ohio`,
    description:
      "Describe your HVAC, plumbing, electrical, landscaping, cleaning or renovation project and get matched with up to three vetted Ohio pros. Free, no obligation.",
    path: "/",
    origin: originFromMatches(matches),
  });
}

/** Only what the page shows crosses to the browser (no sub-service lists, no location table). */
export async function loader({ request }: Route.LoaderArgs) {
  let deals: Deal[] | null;
  try {
    deals = (await dealsForPages(await getDb())).current.slice(0, 3);
  } catch (error) {
    // The rest of the landing page does not depend on the database.
    logger.error("home: deals unavailable", { error, url: request.url });
    deals = null;
  }
  const origin = getEnv().PUBLIC_URL;
  return { deals, jsonLd: [organizationJsonLd(origin), webSiteJsonLd(origin)] };
}

/**
 * All but the deals is the same on every render: ready markup where the server has it (docs/decisions/029).
 * The catalog and copy are code constants, read here rather than passed through the loader's data,
 * which React Router would encode on every render for a page that never sends it.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { deals, jsonLd } = loaderData;
  const content = homePageContent();
  return (
    <>
      <JsonLd data={jsonLd} />
      <ReadyPart id="home-lead">
        <HomeLead services={content.services} />
      </ReadyPart>
      <DealsOfTheMonth deals={deals} />
      <ReadyPart id="home-rest">
        <HomeRest {...content} />
      </ReadyPart>
    </>
  );
}
