import { defineConfig } from "drizzle-kit";

// Migrations are generated from app/db/schema.ts and run unchanged on PGlite
// and PostgreSQL 15+ (see scripts/db-migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./app/db/migrations",
});
