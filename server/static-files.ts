import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

/**
 * express.static for a folder whose files are fixed once built: the list is
 * read at boot, so a request for a page (every request that is not one of
 * these files) costs a Set lookup instead of a failed `stat` on the disk.
 */
export function staticFiles(dir: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const files = new Set(listFiles(dir).map((file) => `/${path.relative(dir, file).split(path.sep).join("/")}`));
  const serve = express.static(dir, { ...options, index: false });
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!files.has(req.path)) return next();
    serve(req, res, next);
  };
}

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
