// `npm run bench -- accept`: a pro's accept (charge, delivery move, contact)
// on PostgreSQL with 20 pros accepting at once, each lead offered to three of
// them, in a throwaway database on BENCH_DATABASE_URL.
// `npm run bench -- portal-js`: the gzipped JavaScript a portal page loads
// first, read from the build's manifest (run `npm run build` first).
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { createTestDatabase } from "../../tests/support/test-database";
import { leadContacts, leadDeliveries, leadRequests, providers, providerServiceZips, serviceCategories } from "~/db/schema";
import { postLedgerEntry } from "~/modules/credits/index.server";
import { acceptLead, recordOffers } from "~/modules/pipeline/index.server";
import { contactKey } from "~/modules/intake/index.server";
import { percentile, POSTGRES_URL, round, saveResult } from "./shared";

const PROS = 20;
const LEADS = Number(process.env.BENCH_ACCEPT_LEADS ?? 400);
const BUYERS_PER_LEAD = 3;
const PRICE = 20;

export type AcceptResult = {
  date: string;
  loadAverage: number;
  pros: number;
  accepts: number;
  failures: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
};

export async function benchAccept(): Promise<AcceptResult> {
  process.env.TEST_DATABASE_URL = POSTGRES_URL;
  const loadAverage = round(loadavg()[0] ?? 0, 1);
  const handle = await createTestDatabase();
  try {
    const { db } = handle;
    const [category] = await db.insert(serviceCategories).values({ slug: "hvac", name: "HVAC" }).returning({ id: serviceCategories.id });
    const pros = await db
      .insert(providers)
      .values(
        Array.from({ length: PROS }, (_unused, i) => ({
          slug: `bench-accept-${i}`,
          businessName: `Bench Accept ${i}`,
          phone: "6145550100",
          email: `bench-accept-${i}@example.com`,
          baseZip: "43215",
          city: "Columbus",
          verificationStatus: "verified" as const,
          maxCreditsPerLead: 50,
        })),
      )
      .returning({ id: providers.id });
    const proIds = pros.map((row) => row.id);
    await db.insert(providerServiceZips).values(proIds.map((providerId) => ({ providerId, zip: "43215" })));
    const leadsPerPro = Math.ceil((LEADS * BUYERS_PER_LEAD) / PROS);
    for (const providerId of proIds) {
      await postLedgerEntry(db, { providerId, kind: "grant", amount: leadsPerPro * PRICE * 2, idempotencyKey: `bench-grant-${providerId}` });
    }
    // Lead i goes to pros i, i+1 and i+2: neighbours race for the same requests.
    const queues = new Map<string, string[]>(proIds.map((id) => [id, []]));
    for (let i = 0; i < LEADS; i += 1) {
      const [lead] = await db
        .insert(leadRequests)
        .values({ title: "HVAC Service Request", zipCode: "43215", categoryId: category!.id, status: "matched" })
        .returning({ id: leadRequests.id });
      const contact = { email: `home-${i}@example.com`, phone: "6142223344" };
      await db.insert(leadContacts).values({ leadId: lead!.id, firstName: "Dana", lastName: "Reyes", ...contact, contactKey: contactKey(contact) });
      const buyers = Array.from({ length: BUYERS_PER_LEAD }, (_unused, k) => proIds[(i + k) % PROS]!);
      await db.insert(leadDeliveries).values(buyers.map((providerId, rank) => ({ leadId: lead!.id, providerId, rank: rank + 1, priceCredits: PRICE })));
      await recordOffers(db, { leadId: lead!.id, providerIds: buyers, now: new Date() });
      for (const providerId of buyers) queues.get(providerId)!.push(lead!.id);
    }

    const latencies: number[] = [];
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      proIds.map(async (providerId) => {
        for (const leadId of queues.get(providerId)!) {
          const t0 = performance.now();
          try {
            await acceptLead(db, { providerId, leadId });
            latencies.push(performance.now() - t0);
          } catch {
            failures += 1;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
      loadAverage,
      pros: PROS,
      accepts: latencies.length,
      failures,
      perSecond: round(latencies.length / seconds, 1),
      p50Ms: round(percentile(latencies, 50)),
      p95Ms: round(percentile(latencies, 95)),
      p99Ms: round(percentile(latencies, 99)),
    };
  } finally {
    await handle.close();
  }
}

export async function runAccept(): Promise<void> {
  const result = await benchAccept();
  saveResult("accept", result);
  console.log(`accept: ${result.accepts} accepts by ${result.pros} pros, p50/p95/p99 ${result.p50Ms}/${result.p95Ms}/${result.p99Ms} ms`);
}

export const PORTAL_JS_BUDGET_BYTES = 250 * 1024;

export type PortalJsResult = { date: string; pages: { route: string; path: string; files: number; gzipBytes: number }[] };

type ManifestEntry = { module: string; imports?: string[]; parentId?: string; path?: string };
type Manifest = { entry: ManifestEntry; routes: Record<string, ManifestEntry> };

/**
 * What a browser loads first on each portal page: the manifest, the client
 * entry, and the modules (with their imports) of the page's route and every
 * route above it, each file once, gzipped as the server compresses it.
 */
export function measurePortalJs(clientDir = "build/client"): PortalJsResult {
  const assets = path.join(clientDir, "assets");
  const manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifestFile) throw new Error("No build manifest: run `npm run build` first.");
  const source = readFileSync(path.join(assets, manifestFile), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;
  const gzipped = (file: string) => gzipSync(readFileSync(path.join(clientDir, file))).length;
  const pages = Object.entries(manifest.routes)
    .filter(([id, route]) => id.startsWith("routes/portal/") && route.path !== undefined)
    .map(([id, route]) => {
      const files = new Set<string>([`/assets/${manifestFile}`, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
      for (let current: ManifestEntry | undefined = route; current; current = current.parentId ? manifest.routes[current.parentId] : undefined) {
        files.add(current.module);
        for (const file of current.imports ?? []) files.add(file);
      }
      const gzipBytes = [...files].reduce((sum, file) => sum + gzipped(file), 0);
      return { route: id, path: `/${route.path}`, files: files.size, gzipBytes };
    });
  return { date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC", pages };
}

export async function runPortalJs(): Promise<void> {
  const result = measurePortalJs();
  saveResult("portal-js", result);
  for (const page of result.pages) console.log(`portal-js: ${page.path} ${(page.gzipBytes / 1024).toFixed(1)} KB gzipped`);
}
