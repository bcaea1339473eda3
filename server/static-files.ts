import { readdirSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import serveStatic from "serve-static";
import { COMPRESSION_THRESHOLD } from "./content-encoding";
import type { Handler } from "./handler";
import { pathOf } from "./request-facts";

/**
 * Files of a folder that is fixed once built, served by `serve-static` and compressed as they stream by the
 * `compression` middleware (every other answer is compressed whole: server/content-encoding.ts). The list is
 * read at boot, so a request for a page (every request that is not one of these files) costs a Set lookup
 * instead of a failed `stat` on the disk.
 */
export function staticFiles(dir: string, options: { maxAge: string; hashedFolder?: string }): Handler {
  const files = new Set(listFiles(dir).map((file) => `/${path.relative(dir, file).split(path.sep).join("/")}`));
  const hashed = options.hashedFolder === undefined ? null : path.join(dir, options.hashedFolder) + path.sep;
  const serve = serveStatic(dir, {
    maxAge: options.maxAge,
    index: false,
    setHeaders(res, file) {
      // A build names these files by their content's hash, so a name never gets other bytes.
      if (hashed && file.startsWith(hashed)) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    },
  });
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!files.has(pathOf(req))) return next();
    compress(req, res, () => serve(req, res, next));
  };
}

// compression reads and wraps only Node's request and response (connect's shape); its types name Express's.
const compress = compression({ threshold: COMPRESSION_THRESHOLD }) as unknown as Handler;

function listFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : entry.isFile() ? [full] : [];
  });
}
