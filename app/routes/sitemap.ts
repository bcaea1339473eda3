import { getDb } from "~/db/db.server";
import { getSitemaps, XML_HEADERS } from "~/modules/seo/index.server";
import type { Route } from "./+types/sitemap";

/** /sitemaps/{name}.xml: one child sitemap listed in /sitemap.xml. */
export async function loader({ params }: Route.LoaderArgs) {
  const xml = (await getSitemaps(await getDb())).files.get(params.name);
  if (xml === undefined) {
    return new Response("Sitemap not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(xml, { headers: XML_HEADERS });
}
