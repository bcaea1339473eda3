import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { getEnv } from "~/config/env.server";
import { LOGO_EXTENSIONS, type LogoContentType } from "./logo-file";

/**
 * Logo files on disk, under UPLOADS_DIR (default DATA_DIR/uploads), in a
 * `logos` folder. Names are random (the uploader's name is never used), so a
 * name is also the logo's version in its URL, and a path cannot be smuggled in.
 */
export function logosDir(env: { UPLOADS_DIR?: string; DATA_DIR: string } = getEnv()): string {
  return path.join(env.UPLOADS_DIR ?? path.join(env.DATA_DIR, "uploads"), "logos");
}

const LOGO_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

export function isLogoFileName(name: string): boolean {
  return LOGO_FILE_NAME.test(name);
}

/** Writes the bytes under a new random name and returns the name. */
export async function writeLogoFile(dir: string, bytes: Uint8Array, type: LogoContentType): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString("hex")}.${LOGO_EXTENSIONS[type]}`;
  await writeFile(path.join(dir, name), bytes, { flag: "wx", mode: 0o644 });
  return name;
}

/** The file's bytes, or null when the name is not one of ours or the file is gone. */
export async function readLogoFile(dir: string, name: string): Promise<Buffer | null> {
  if (!isLogoFileName(name)) return null;
  try {
    return await readFile(path.join(dir, name));
  } catch {
    return null;
  }
}

export async function deleteLogoFile(dir: string, name: string | null): Promise<void> {
  if (name && isLogoFileName(name)) await rm(path.join(dir, name), { force: true });
}
