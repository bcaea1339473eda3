import { getEnv } from "~/config/env.server";

/** Every public page may be crawled; the portal and forms answer noindex themselves. */
export function loader() {
  const body = ["User-agent: *", "Allow: /", "", `Sitemap: ${getEnv().PUBLIC_URL}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
