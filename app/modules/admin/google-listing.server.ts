import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { providers, vettingChecks } from "~/db/schema";
import { ohioDay } from "~/lib/ohio-time";
import type { Result } from "~/lib/result";
import type { PlaceSummary, PlacesApi, PlacesFailure } from "~/modules/places/index.server";
import { recordAudit, type AuditActor } from "./audit.server";
import { googleRatingNote, googleRatingPasses } from "./vetting-rules";

/**
 * The Google rating check: an operator finds the pro's listing (geocode the
 * place, nearby search by name) and links it; its rating and review count are
 * stored on the pro and the 4.5-star rule becomes a vetting check, passed or
 * failed from the figures.
 */

export async function findListings(places: PlacesApi, args: { keyword: string; near: string }): Promise<Result<PlaceSummary[], PlacesFailure>> {
  const located = await places.geocode(/^\d{5}$/.test(args.near) ? args.near : `${args.near}, OH`);
  if (!located.ok) return located;
  return places.nearbySearch({ location: located.value.location, keyword: args.keyword });
}

export async function linkGoogleListing(
  db: Database,
  places: PlacesApi,
  actor: AuditActor,
  providerId: string,
  placeId: string,
  now = new Date(),
): Promise<Result<{ passed: boolean; note: string }, PlacesFailure | { reason: "not-found"; message: string }>> {
  const details = await places.placeDetails(placeId);
  if (!details.ok) return details;
  const place = details.value;
  const ratingTenths = place.rating === null ? null : Math.round(place.rating * 10);
  const passed = ratingTenths !== null && googleRatingPasses(ratingTenths);
  const figures = ratingTenths === null ? "No Google rating yet" : googleRatingNote(ratingTenths, place.reviewCount);
  const note = `${figures} (${place.name}, ${place.formattedAddress || place.vicinity}; read ${ohioDay(now)})`.slice(0, 1000);
  return db.transaction(async (tx) => {
    const [pro] = await tx
      .select({ businessName: providers.businessName, status: providers.verificationStatus, placeId: providers.googlePlaceId, ratingTenths: providers.googleRatingTenths, reviewCount: providers.googleReviewCount })
      .from(providers)
      .where(and(eq(providers.id, providerId), eq(providers.isDemo, false)))
      .for("update")
      .limit(1);
    if (!pro) return { ok: false, reason: "not-found", message: "There is no pro with that id." };
    await tx
      .update(providers)
      .set({ googlePlaceId: place.placeId, googleRatingTenths: ratingTenths, googleReviewCount: place.reviewCount, googleCheckedAt: now })
      .where(eq(providers.id, providerId));
    await tx.insert(vettingChecks).values({ providerId, kind: "google-rating", categoryId: null, result: passed ? "passed" : "failed", note, checkedBy: actor.userId, checkedAt: now });
    await recordAudit(tx, actor, {
      action: "provider.link-google",
      targetType: "provider",
      targetId: providerId,
      targetName: pro.businessName,
      before: { placeId: pro.placeId, ratingTenths: pro.ratingTenths, reviewCount: pro.reviewCount },
      after: { placeId: place.placeId, ratingTenths, reviewCount: place.reviewCount, check: passed ? "passed" : "failed" },
    });
    return { ok: true, value: { passed, note } };
  });
}
