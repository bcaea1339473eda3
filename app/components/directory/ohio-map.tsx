import { useId } from "react";

/** The precomputed county outlines (app/modules/catalog/geo-data/ohio-map.ts), without the points. */
export type OhioMapShape = {
  viewBox: string;
  width: number;
  height: number;
  state: string;
  counties: readonly { fips: string; name: string; d: string }[];
};

export type OhioMapPoint = {
  slug: string;
  name: string;
  x: number;
  y: number;
  /** Drawn larger with its name beside it. */
  labelled?: boolean;
  /** Drawn faintly: not among the current search results. */
  dimmed?: boolean;
};

/** A service area drawn as a circle, in the map's units. */
export type OhioMapCircle = { x: number; y: number; r: number };

type OhioMapProps = {
  map: OhioMapShape;
  points: readonly OhioMapPoint[];
  circle?: OhioMapCircle | null;
  title: string;
  description: string;
  className?: string;
};

/**
 * A static SVG map of Ohio's counties with places as dots. The shapes were
 * projected at build time, so no mapping library reaches the browser.
 *
 * The dots are plain links to their location pages for pointer users. They
 * are hidden from assistive technology and left out of the tab order because
 * every place is also a link in the list the map illustrates; the SVG itself
 * carries the title and description.
 *
 * `data-slug` on each dot and label lets the /locations page script dim the
 * places a search leaves out (app/page-scripts/enhance/location-filter.ts).
 */
export function OhioMap({ map, points, circle, title, description, className }: OhioMapProps) {
  const id = useId();
  const labelled = points.filter((point) => point.labelled);
  // Paint order: dimmed dots under the results, labelled cities on top.
  const rank = (point: OhioMapPoint) => (point.dimmed ? 0 : point.labelled ? 2 : 1);
  const ordered = [...points].sort((a, b) => rank(a) - rank(b));

  return (
    <svg
      viewBox={map.viewBox}
      width={map.width}
      height={map.height}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className={className ?? "h-auto w-full"}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <g aria-hidden="true">
        {map.counties.map((county) => (
          <path key={county.fips} d={county.d} className="fill-canvas stroke-line" strokeWidth={0.75}>
            <title>{`${county.name} County`}</title>
          </path>
        ))}
        <path d={map.state} fill="none" className="stroke-subtle" strokeWidth={1.5} />
        {circle ? (
          <>
            <circle cx={circle.x} cy={circle.y} r={circle.r} className="fill-primary stroke-primary" fillOpacity={0.12} strokeWidth={1.5} />
            <circle cx={circle.x} cy={circle.y} r={5} className="fill-accent stroke-surface" strokeWidth={1.5} />
          </>
        ) : null}
      </g>
      {/* Shared paint on the group keeps the markup of hundreds of dots small. */}
      <g aria-hidden="true" className="fill-primary stroke-surface" strokeWidth={0.75}>
        {ordered.map((point) => (
          <a
            key={point.slug}
            href={`/locations/${point.slug}`}
            tabIndex={-1}
            data-slug={point.slug}
            data-labelled={point.labelled ? "" : undefined}
          >
            <title>{point.name}</title>
            <circle
              cx={point.x}
              cy={point.y}
              r={point.labelled ? 6 : 4}
              className={point.dimmed ? "fill-line" : point.labelled ? "fill-accent" : undefined}
              strokeWidth={point.labelled ? 1.5 : undefined}
            />
          </a>
        ))}
        {labelled.map((point) => (
          <text
            key={point.slug}
            data-slug={point.slug}
            x={point.x + 9}
            y={point.y + 6}
            fontSize={19}
            fontWeight={600}
            className={point.dimmed ? "fill-subtle" : "fill-ink"}
            strokeWidth={4}
            paintOrder="stroke"
            pointerEvents="none"
          >
            {point.name}
          </text>
        ))}
      </g>
    </svg>
  );
}
