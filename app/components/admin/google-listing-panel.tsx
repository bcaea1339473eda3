import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatDate } from "~/lib/ohio-time";
import { AdminFeedback, sectionClass } from "./admin-feedback";

type Listing = { placeId: string; name: string; vicinity: string; rating: number | null; reviewCount: number };
type Feedback = { intent: string; ok: boolean; message: string; values: Record<string, string> | null; listings?: Listing[] };
type Google = { placeId: string | null; ratingTenths: number | null; reviewCount: number | null; checkedAt: Date | null };

/**
 * The Google rating check: search Google for the pro's listing and link it
 * (the rating is read on the server; the key never reaches this page). Without
 * a key the operator records the check by hand in the form above.
 */
export function GoogleListingPanel({ configured, google, defaults, feedback }: { configured: boolean; google: Google; defaults: { keyword: string; near: string }; feedback: Feedback | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";
  const searched = feedback?.intent === "google-search" ? feedback : null;
  return (
    <section aria-labelledby="google-heading" className={sectionClass}>
      <h2 id="google-heading" className="text-lg font-semibold">
        Google listing
      </h2>
      {google.placeId ? (
        <p>
          Linked listing: {google.ratingTenths === null ? "no rating yet" : `${(google.ratingTenths / 10).toFixed(1)} stars`} from {google.reviewCount ?? 0} reviews
          {google.checkedAt ? `, read ${formatDate(google.checkedAt)}` : ""}.
        </p>
      ) : (
        <p className="text-muted">No Google listing linked yet.</p>
      )}
      {!configured ? (
        <p role="note" className="rounded-control border border-accent bg-accent-soft p-3">
          Google lookups are off on this site (no PLACES_API_KEY). Look the business up on Google Maps yourself and record the Google rating check by hand above,
          with the rating and review count in the note.
        </p>
      ) : (
        <>
          <AdminFeedback feedback={feedback} />
          <Form method="post" className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
            <input type="hidden" name="intent" value="google-search" />
            <div>
              <Label htmlFor="google-keyword">Business name on Google</Label>
              <Input id="google-keyword" name="keyword" maxLength={120} required defaultValue={searched?.values?.keyword ?? defaults.keyword} className="mt-1" />
            </div>
            <div>
              <Label htmlFor="google-near">Near (ZIP or city)</Label>
              <Input id="google-near" name="near" maxLength={60} required defaultValue={searched?.values?.near ?? defaults.near} className="mt-1" />
            </div>
            <Button type="submit" variant="outline" busy={busy === "google-search"} busyLabel="Searching…">
              Search Google
            </Button>
          </Form>
          {searched?.listings && searched.listings.length > 0 ? (
            <ul aria-label="Listings found" className="flex flex-col gap-2">
              {searched.listings.map((listing) => (
                <li key={listing.placeId} className="flex flex-wrap items-center justify-between gap-3 border-b border-line-soft pb-2">
                  <span>
                    <span className="font-semibold">{listing.name}</span>
                    <span className="block text-sm text-muted">
                      {listing.vicinity} · {listing.rating === null ? "no rating" : `${listing.rating.toFixed(1)} stars`}, {listing.reviewCount} reviews
                    </span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="google-link" />
                    <input type="hidden" name="placeId" value={listing.placeId} />
                    <Button type="submit" size="sm" disabled={busy === "google-link"} aria-label={`Link this listing: ${listing.name}`}>
                      Link this listing
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
