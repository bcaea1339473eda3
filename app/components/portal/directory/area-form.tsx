import { useState } from "react";
import { OhioMap, type OhioMapPoint, type OhioMapShape } from "~/components/directory/ohio-map";
import type { DirectoryFeedback, MapCircle } from "~/modules/portal/index.server";
import type { DIRECTORY_LIMITS } from "~/modules/providers";
import { TextField } from "~/components/ui/field";
import { DirectorySection, shownValue } from "./form-parts";

type SavedArea = { baseZip: string; city: string; radiusMiles: number; zipCount: number; places: { name: string; slug: string }[] };

/**
 * Base ZIP and radius, with the saved area on the map of Ohio. While the pro
 * types a radius the circle follows it; the places and ZIPs covered are the
 * saved set, recomputed by the server on save.
 */
export function AreaForm({
  saved,
  map,
  limits,
  feedback,
  demo,
  busy,
}: {
  saved: SavedArea;
  map: { shape: OhioMapShape; points: OhioMapPoint[]; circle: MapCircle | null };
  limits: typeof DIRECTORY_LIMITS;
  feedback: DirectoryFeedback | null;
  demo: boolean;
  busy: boolean;
}) {
  const errors = feedback?.form === "area" ? feedback.errors : {};
  const radius = shownValue(feedback, "area", "radiusMiles", String(saved.radiusMiles));
  const [previewMiles, setPreviewMiles] = useState<number | null>(null);
  const miles = previewMiles ?? saved.radiusMiles;
  const circle = map.circle ? { x: map.circle.x, y: map.circle.y, r: miles * map.circle.unitsPerMile } : null;
  return (
    <DirectorySection
      intent="area"
      title="Service area"
      intro="We send you requests from every ZIP code whose centre is within your radius of your base ZIP."
      feedback={feedback}
      demo={demo}
      busy={busy}
      submitLabel="Save Area"
      formKey={JSON.stringify([saved.baseZip, saved.radiusMiles, feedback?.form === "area" ? feedback.values : null])}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="area-baseZip"
          name="baseZip"
          label="Base ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          required
          maxLength={10}
          defaultValue={shownValue(feedback, "area", "baseZip", saved.baseZip)}
          error={errors.baseZip}
        />
        <TextField
          id="area-radiusMiles"
          name="radiusMiles"
          type="number"
          inputMode="numeric"
          label="Radius in miles"
          hint={`${limits.radiusMiles.min} to ${limits.radiusMiles.max} miles`}
          required
          min={limits.radiusMiles.min}
          max={limits.radiusMiles.max}
          step={1}
          defaultValue={radius}
          error={errors.radiusMiles}
          onChange={(event) => {
            const value = Number(event.currentTarget.value);
            setPreviewMiles(Number.isInteger(value) && value >= limits.radiusMiles.min && value <= limits.radiusMiles.max ? value : null);
          }}
        />
      </div>
      <figure className="rounded-card border border-line bg-surface p-3">
        <OhioMap
          map={map.shape}
          points={map.points}
          circle={circle}
          title="Your service area on the map of Ohio"
          description={`A circle of ${miles} miles around ${saved.city || saved.baseZip}, with the ${saved.places.length} places your saved area covers.`}
          className="mx-auto h-auto w-full max-w-md"
        />
        <figcaption className="mt-2 text-sm text-muted">
          Saved: {saved.zipCount} ZIP codes within {saved.radiusMiles} miles of {saved.city ? `${saved.city}, OH ` : ""}
          {saved.baseZip}.
        </figcaption>
      </figure>
      {saved.places.length > 0 ? (
        <details>
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-primary">Places you cover ({saved.places.length})</summary>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {saved.places.map((place) => (
              <li key={place.slug}>{place.name}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </DirectorySection>
  );
}
