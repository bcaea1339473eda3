import { getSitemaps, XML_HEADERS } from "~/modules/seo/sitemap.server";

/** /sitemap.xml: the sitemap index that lists the child sitemaps under /sitemaps/. */
export function loader() {
  return new Response(getSitemaps().index, { headers: XML_HEADERS });
}
