import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { providers } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { demoCookieHeader } from "./demo-session.server";
import { headerViewer } from "./header-viewer.server";
import { requirePortal } from "./session.server";
import { TEST_SECRET, testAccounts } from "../../../tests/support/test-accounts";

describe(`the header's viewer on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let deps: ReturnType<typeof testAccounts>;
  const ids: Record<"demo" | "real", string> = { demo: "", real: "" };

  beforeAll(async () => {
    handle = await createTestDatabase();
    deps = testAccounts(handle);
    for (const kind of ["demo", "real"] as const) {
      const [row] = await handle.db
        .insert(providers)
        .values({ slug: `${kind}-pro`, businessName: `${kind === "demo" ? "Buckeye Demo" : "Real"} Heating`, phone: "6145550100", email: `${kind}@example.com`, baseZip: "43215", city: "Columbus", isDemo: kind === "demo" })
        .returning({ id: providers.id });
      ids[kind] = row!.id;
    }
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("greets demo mode as the demo business and sends its Dashboard to the portal", async () => {
    const cookie = await demoCookieHeader(ids.demo, TEST_SECRET);
    expect(await headerViewer(deps, new Request("http://localhost/", { headers: { cookie } }))).toEqual({ displayName: "Buckeye Demo Heating (Demo)", dashboardPath: "/provider/dashboard" });
  });

  it("is nobody without a session, with a forged demo cookie, or with one naming a real business", async () => {
    expect(await headerViewer(deps, new Request("http://localhost/"))).toBeNull();
    expect(await headerViewer(deps, new Request("http://localhost/", { headers: { cookie: `bp_demo=${ids.demo}.forged` } }))).toBeNull();
    expect(await headerViewer(deps, new Request("http://localhost/", { headers: { cookie: await demoCookieHeader(ids.real, TEST_SECRET) } }))).toBeNull();
  });

  it("in the demo portal, greets the business the portal's guard found, read once per page", async () => {
    const cookie = await demoCookieHeader(ids.demo, TEST_SECRET);
    const page = () => ({ request: new Request("http://localhost/provider/leads", { headers: { cookie } }), context: new RouterContextProvider() });
    const first = page();
    const viewer = await requirePortal(deps, first.request, first.context);
    expect(viewer).toMatchObject({ mode: "demo", provider: { id: ids.demo, businessName: "Buckeye Demo Heating" } });
    // Renamed while the page is answered: the header of that page shows the business its guard read (no second
    // read); the next page reads it anew.
    await handle.db.update(providers).set({ businessName: "Renamed Demo Heating" }).where(eq(providers.id, ids.demo));
    try {
      expect(await headerViewer(deps, first.request, first.context)).toMatchObject({ displayName: "Buckeye Demo Heating (Demo)" });
      const next = page();
      expect(await headerViewer(deps, next.request, next.context)).toMatchObject({ displayName: "Renamed Demo Heating (Demo)" });
    } finally {
      await handle.db.update(providers).set({ businessName: "Buckeye Demo Heating" }).where(eq(providers.id, ids.demo));
    }
  });
});
