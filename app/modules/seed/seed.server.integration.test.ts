import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICES } from "~/modules/catalog/services";
import type { DatabaseHandle } from "./client.server";
import { serviceCategories } from "./schema";
import { seedDatabase } from "./seed.server";
import { createTestDatabase, testDatabaseKind } from "./test-database.server";

describe(`seed on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("answers a ping after migrating", async () => {
    expect(await handle.ping()).toBe(true);
  });

  it("creates the six service categories in catalog order", async () => {
    await seedDatabase(handle.db);
    const rows = await handle.db
      .select({ slug: serviceCategories.slug, name: serviceCategories.name })
      .from(serviceCategories)
      .orderBy(asc(serviceCategories.sortOrder));
    expect(rows.map((r) => r.slug)).toEqual(["hvac", "plumbing", "electrical", "landscaping", "cleaning", "renovation"]);
    expect(rows.map((r) => r.name)).toEqual(SERVICES.map((s) => s.name));
  });

  it("is idempotent: a second run changes nothing", async () => {
    const before = await handle.db.select().from(serviceCategories).orderBy(asc(serviceCategories.id));
    await seedDatabase(handle.db);
    const after = await handle.db.select().from(serviceCategories).orderBy(asc(serviceCategories.id));
    expect(after).toEqual(before);
  });
});
