// `npm run admin:create -- --email EMAIL --password PASSWORD`: creates a verified
// operator account, or promotes an existing account to admin. On the embedded
// database it migrates first, so it works before the server has ever started;
// while the server holds that database it points to the server's setup link
// (PGlite is one process; docs/decisions/041). On PostgreSQL it works while
// servers run. The work is in scripts/admin-create-command.ts.
import { getEnv } from "~/config/env.server";
import { adminCreate } from "./admin-create-command";

const env = getEnv();
const answer = await adminCreate(process.argv.slice(2), { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, publicUrl: env.PUBLIC_URL });
if (answer.ok) console.log(answer.out);
else {
  console.error(answer.error);
  process.exitCode = 1;
}
