// `npm run db:migrate`: apply pending migrations to DATABASE_URL (PostgreSQL),
// or to the embedded database in DATA_DIR when DATABASE_URL is unset.
import { getEnv } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";

const env = getEnv();
const handle = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  await handle.migrate();
  console.log(`Migrations applied to ${handle.label}`);
} finally {
  await handle.close();
}
