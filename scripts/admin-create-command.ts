// What `npm run admin:create` does (scripts/admin-create.ts runs it), as a function of its arguments and
// settings, so its answers to bad input and to a database the server holds are tested without a process each.
import { parseArgs } from "node:util";
import { openDatabase } from "~/db/client.server";
import { DatabaseInUseError } from "~/db/data-dir-lock.server";
import { adminCreateWhileServing, createOrPromoteAdmin } from "~/modules/accounts/index.server";
import { auditOperatorGranted } from "~/modules/admin/index.server";

export const USAGE = "Usage: npm run admin:create -- --email EMAIL --password PASSWORD";

export type AdminCreateSettings = { databaseUrl?: string; dataDir: string; publicUrl: string };
/** What the command prints: `out` to stdout on success, `error` to stderr with exit code 1 otherwise. */
export type AdminCreateAnswer = { ok: true; out: string } | { ok: false; error: string };

export async function adminCreate(args: string[], settings: AdminCreateSettings): Promise<AdminCreateAnswer> {
  let email: string | undefined;
  let password: string | undefined;
  try {
    const { values } = parseArgs({ args, options: { email: { type: "string" }, password: { type: "string" } }, strict: true, allowPositionals: false });
    ({ email, password } = values);
  } catch (error) {
    return { ok: false, error: `${error instanceof Error ? error.message : String(error)}\n${USAGE}` };
  }
  if (!email || !password) return { ok: false, error: `Both --email and --password are required.\n${USAGE}` };

  let handle;
  try {
    handle = await openDatabase(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : { dataDir: settings.dataDir });
  } catch (error) {
    if (error instanceof DatabaseInUseError) return { ok: false, error: adminCreateWhileServing(error.dir, error.pid) };
    return { ok: false, error: `Could not open the database: ${error instanceof Error ? error.message : String(error)}` };
  }

  try {
    if (handle.kind === "pglite") await handle.migrate();
    const result = await createOrPromoteAdmin(handle.db, { email, password }, (tx, operator) => auditOperatorGranted(tx, operator, "npm run admin:create"));
    if (!result.ok) return { ok: false, error: result.message };
    const said = {
      created: `Created admin account ${result.email} (e-mail verified). Log in at ${settings.publicUrl}/provider/login`,
      promoted: `Promoted the existing account ${result.email} to admin (its password is unchanged).`,
      "already-admin": `${result.email} is already an admin; nothing changed.`,
    }[result.outcome];
    return { ok: true, out: `${said} [${handle.label}]` };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: /relation .* does not exist/.test(message) ? `The database has no tables yet: run npm run db:migrate first. (${message})` : message };
  } finally {
    // Closing releases the embedded database's lock for the server.
    await handle.close();
  }
}
