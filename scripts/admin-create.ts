// `npm run admin:create -- --email EMAIL --password PASSWORD`: creates a verified
// operator account, or promotes an existing account to admin. On the embedded
// database it migrates first, so it works before the server has ever started;
// while the server holds that database it points to the server's setup link
// (PGlite is one process; docs/decisions/041). On PostgreSQL it works while
// servers run.
import { parseArgs } from "node:util";
import { getEnv } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { DatabaseInUseError } from "~/db/data-dir-lock.server";
import { adminCreateWhileServing, createOrPromoteAdmin } from "~/modules/accounts/index.server";

const USAGE = "Usage: npm run admin:create -- --email EMAIL --password PASSWORD";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let email: string | undefined;
let password: string | undefined;
try {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" } },
    strict: true,
    allowPositionals: false,
  });
  email = values.email;
  password = values.password;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
if (!email || !password) fail(`Both --email and --password are required.\n${USAGE}`);

const env = getEnv();
let handle;
try {
  handle = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
} catch (error) {
  if (error instanceof DatabaseInUseError) fail(adminCreateWhileServing(error.dir, error.pid));
  fail(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
}

try {
  if (handle.kind === "pglite") await handle.migrate();
  const result = await createOrPromoteAdmin(handle.db, { email, password });
  if (result.ok) {
    const said = {
      created: `Created admin account ${result.email} (e-mail verified). Log in at ${env.PUBLIC_URL}/provider/login`,
      promoted: `Promoted the existing account ${result.email} to admin (its password is unchanged).`,
      "already-admin": `${result.email} is already an admin; nothing changed.`,
    }[result.outcome];
    console.log(`${said} [${handle.label}]`);
  } else {
    console.error(result.message);
    process.exitCode = 1;
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(/relation .* does not exist/.test(message) ? `The database has no tables yet: run npm run db:migrate first. (${message})` : message);
  process.exitCode = 1;
} finally {
  // Closing releases the embedded database's lock for the server.
  await handle.close();
}
