import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { providers } from "~/db/schema";
import type { Result } from "~/lib/result";
import { checkLogo, type LogoProblem } from "./logo-file";
import { deleteLogoFile, writeLogoFile } from "./logo-storage.server";

export type LogoOutcome = Result<{ file: string }, { reason: LogoProblem | "not-found"; message: string }>;

/**
 * Checks an upload and makes it the pro's logo: the file is written first
 * under a new name, then the row points at it in one transaction, then the
 * old file goes. A failure on the way leaves the
 * old logo in place.
 */
export async function replaceLogo(db: Database, dir: string, providerId: string, bytes: Uint8Array | null): Promise<LogoOutcome> {
  const checked = checkLogo(bytes);
  if (!checked.ok) return checked;
  const file = await writeLogoFile(dir, bytes!, checked.value);
  let previous: string | null | undefined;
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx.select({ logoFile: providers.logoFile }).from(providers).where(eq(providers.id, providerId)).for("update");
      if (!row) return undefined;
      await tx.update(providers).set({ logoFile: file, logoContentType: checked.value }).where(eq(providers.id, providerId));
      return row.logoFile;
    });
  } catch (error) {
    await deleteLogoFile(dir, file);
    throw error;
  }
  if (previous === undefined) {
    await deleteLogoFile(dir, file);
    return { ok: false, reason: "not-found", message: "Not found" };
  }
  await deleteLogoFile(dir, previous);
  return { ok: true, value: { file } };
}

/** Removes the pro's logo; false for an unknown pro. */
export async function removeLogo(db: Database, dir: string, providerId: string): Promise<boolean> {
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx.select({ logoFile: providers.logoFile }).from(providers).where(eq(providers.id, providerId)).for("update");
    if (!row) return undefined;
    await tx.update(providers).set({ logoFile: null, logoContentType: null }).where(eq(providers.id, providerId));
    return row.logoFile;
  });
  if (previous === undefined) return false;
  await deleteLogoFile(dir, previous);
  return true;
}

/** The logo a public URL names: only the pro's current file, with its stored type. */
export async function currentLogo(db: Pick<Database, "select">, slug: string, file: string): Promise<{ contentType: string } | null> {
  const [row] = await db.select({ file: providers.logoFile, contentType: providers.logoContentType }).from(providers).where(eq(providers.slug, slug));
  return row?.file === file && row.contentType ? { contentType: row.contentType } : null;
}
