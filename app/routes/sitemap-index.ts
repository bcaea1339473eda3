import { getDb } from "~/db/db.server";
import { getSitemaps, XML_HEADERS } from "~/modules/seo/index.server";

/** /sitemap.xml: the sitemap index that lists the child sitemaps under /sitemaps/. */
export async function loader() {
  return new Response((await getSitemaps(await getDb())).index, { headers: XML_HEADERS });
}
