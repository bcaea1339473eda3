// `npm run bench -- matching`: the matching rules over 10,000 candidates in
// memory, and the candidate query + rules with 10,000 HVAC pros in a
// throwaway PostgreSQL database (BENCH_DATABASE_URL).
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "~/db/test-database.server";
import { providerCategories, providers, providerServiceZips, serviceCategories } from "~/db/schema";
import { seedDatabase } from "~/modules/seed/seed.server";
import { allZips, zipsWithinRadius } from "~/modules/catalog/geo";
import { postLedgerEntry } from "~/modules/credits/ledger.server";
import { findMatchCandidates } from "~/modules/leads/match-candidates.server";
import { type MatchCandidate, selectMatches } from "~/modules/leads/matching";
import { percentile, POSTGRES_URL, round, saveResult } from "./shared";

const PROVIDERS = 10_000;

export type TimingResult = { providers: number; runs: number; medianMs: number; p95Ms: number; p99Ms: number };
export type MatchingResult = {
  date: string;
  /** The machine's 1-minute load average when the run started. */
  loadAverage?: number;
  inMemory: TimingResult;
  query: TimingResult & { largestCandidateSet: number; pastLeads: number };
};

function timings(times: number[]) {
  times.sort((a, b) => a - b);
  return { medianMs: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), p99Ms: round(percentile(times, 99)) };
}

export function benchMatchingInMemory(): TimingResult {
  const candidates: MatchCandidate[] = Array.from({ length: PROVIDERS }, (_unused, i) => ({
    id: `p${String(i).padStart(5, "0")}`,
    verificationStatus: i % 10 === 0 ? "pending" : "verified",
    emailVerified: true,
    paused: i % 17 === 0,
    servesCategory: true,
    coversZip: true,
    leadsThisWeek: i % 12,
    weeklyLeadCap: 10,
    creditBalance: (i * 37) % 200,
    maxCreditsPerLead: 40,
    ratingTenths: 40 + (i % 11),
    reviewCount: i % 90,
    medianResponseMinutes: 15 + ((i * 13) % 2000),
    answeredLeadCount: i % 30,
    distanceMiles: (i % 300) / 10,
    featured: i === 4242,
  }));
  const runs = 100;
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    selectMatches(candidates, 28);
    times.push(performance.now() - t0);
  }
  return { providers: PROVIDERS, runs, ...timings(times) };
}

export async function benchMatchingQuery(): Promise<MatchingResult["query"]> {
  process.env.TEST_DATABASE_URL = POSTGRES_URL;
  const handle = await createTestDatabase();
  try {
    await seedDatabase(handle.db);
    const [hvac] = await handle.db.select({ id: serviceCategories.id }).from(serviceCategories).where(eq(serviceCategories.slug, "hvac"));
    const ohio = allZips().filter((z) => z.state === "OH" && z.residential);
    const batch = 500;
    for (let start = 0; start < PROVIDERS; start += batch) {
      const rows = Array.from({ length: Math.min(batch, PROVIDERS - start) }, (_unused, k) => {
        const i = start + k;
        const base = ohio[(i * 7) % ohio.length]!;
        return {
          slug: `bench-pro-${i}`,
          businessName: `Bench Pro ${i}`,
          phone: "6145550000",
          email: `pro${i}@example.com`,
          baseZip: base.zip,
          city: base.city,
          verificationStatus: "verified" as const,
          ratingTenths: 42 + (i % 9),
          reviewCount: i % 80,
          medianResponseMinutes: 30 + (i % 500),
          serviceRadiusMiles: 15,
        };
      });
      const inserted = await handle.db.insert(providers).values(rows).returning({ id: providers.id, baseZip: providers.baseZip });
      await handle.db.insert(providerCategories).values(inserted.map((p) => ({ providerId: p.id, categoryId: hvac!.id })));
      await handle.db
        .insert(providerServiceZips)
        .values(inserted.flatMap((p) => zipsWithinRadius(p.baseZip, 15).map((zip) => ({ providerId: p.id, zip }))));
      for (const pro of inserted) {
        await postLedgerEntry(handle.db, { providerId: pro.id, kind: "grant", amount: 200, idempotencyKey: `bench-${pro.id}` });
      }
    }
    const zips = ["43215", "44114", "45202", "43604", "44308", "45402"];
    const times: number[] = [];
    let candidatesSeen = 0;
    const runs = 120;
    for (let r = 0; r < runs; r++) {
      const zip = zips[r % zips.length]!;
      const t0 = performance.now();
      const candidates = await findMatchCandidates(handle.db, { categoryId: hvac!.id, zip });
      selectMatches(candidates, 28);
      times.push(performance.now() - t0);
      candidatesSeen = Math.max(candidatesSeen, candidates.length);
    }
    return { providers: PROVIDERS, pastLeads: 0, runs, largestCandidateSet: candidatesSeen, ...timings(times) };
  } finally {
    await handle.close();
  }
}

export async function runMatching(): Promise<void> {
  const loadAverage = round(loadavg()[0] ?? 0, 1);
  const inMemory = benchMatchingInMemory();
  console.log("matching (rules, in memory)", inMemory);
  const query = await benchMatchingQuery();
  console.log("matching (query + rules, PostgreSQL)", query);
  saveResult("matching", { date: new Date().toISOString(), loadAverage, inMemory, query } satisfies MatchingResult);
}
