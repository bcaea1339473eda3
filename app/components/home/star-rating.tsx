import { cn } from "~/components/ui/cn";

export type StarRatingProps = {
  /** Whole stars to fill, 0 to 5 (see filledStars in modules/catalog/projects). */
  filled: number;
  /** What a screen reader hears, e.g. "Rated 4.8 out of 5". */
  label: string;
  className?: string;
};

const STARS = 5;
/** Each star is drawn in a 24-unit square; the gap between two is 3 units (2 px at 16 px a star). */
const STAR_SIZE = 24;
const STAR_GAP = 3;

/**
 * Five stars, `filled` of them in the accent colour; read as one image with a
 * label. One `<svg>` for the row, its stars as ready markup: pages list a dozen
 * ratings (the home page sixty stars), and an icon per star was a third of the
 * home page's bytes and a tenth of its elements.
 */
export function StarRating({ filled, label, className }: StarRatingProps) {
  return (
    <span role="img" aria-label={label} className={cn("inline-flex items-center", className)}>
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={`0 0 ${STARS * STAR_SIZE + (STARS - 1) * STAR_GAP} ${STAR_SIZE}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        aria-hidden="true"
        className="h-4 w-22"
        dangerouslySetInnerHTML={{ __html: starsMarkup(filled) }}
      />
    </span>
  );
}

const rowMarkup = new Map<number, string>();

/** The row's stars for `filled` (clamped to 0-5), built once per value. */
export function starsMarkup(filled: number): string {
  const count = Math.max(0, Math.min(STARS, Math.round(filled)));
  let markup = rowMarkup.get(count);
  if (markup === undefined) {
    markup = "";
    for (let index = 0; index < STARS; index++) {
      const on = index < count;
      markup +=
        `<polygon points="${starPoints(index * (STAR_SIZE + STAR_GAP))}" ` +
        `class="${on ? "fill-current text-accent" : "text-subtle"}" data-testid="${on ? "star-filled" : "star-empty"}"></polygon>`;
    }
    rowMarkup.set(count, markup);
  }
  return markup;
}

/** A five-pointed star, point up, in the 24-unit square that starts `left` units from the row's edge. */
function starPoints(left: number): string {
  const points: string[] = [];
  for (let corner = 0; corner < 10; corner++) {
    const radius = corner % 2 === 0 ? 10.5 : 4.4;
    const angle = -Math.PI / 2 + (corner * Math.PI) / 5;
    const x = left + 12 + radius * Math.cos(angle);
    const y = 12.8 + radius * Math.sin(angle);
    points.push(`${round(x)},${round(y)}`);
  }
  return points.join(" ");
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of 5`;
}
