// `npm run db:seed`: load the catalog and demo data. Safe to run repeatedly.
import { getEnv } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { seedDatabase } from "~/modules/seed/index.server";

const env = getEnv();
const handle = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  const result = await seedDatabase(handle.db);
  console.log(`Seeded ${handle.label}:`, result);
} finally {
  await handle.close();
}
