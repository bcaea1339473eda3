import { getDb } from "~/db/db.server";
import { currentLogo, logosDir, readLogoFile } from "~/modules/providers/index.server";
import type { Route } from "./+types/pro-logo";

/**
 * GET /pros/{slug}/logo/{file}: a pro's current logo with the type stored at
 * upload (sniffed from its bytes). The random file name is the version, so the
 * answer is cached for a year; a replaced logo has a new URL, an old one 404s.
 * X-Content-Type-Options: nosniff comes with every answer (server/security-headers.ts).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const logo = await currentLogo(await getDb(), params.slug, params.file);
  const bytes = logo ? await readLogoFile(logosDir(), params.file) : null;
  if (!logo || !bytes) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": logo.contentType,
      "Content-Length": String(bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      // Opened on its own, the image is still only an image.
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
