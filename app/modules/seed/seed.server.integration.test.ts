import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { serviceCategories } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "~/db/test-database.server";
import { SERVICES } from "~/modules/catalog/services";
import { seedDatabase } from "./seed.server";

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
