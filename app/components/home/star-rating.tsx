import { Star } from "lucide-react";
import { cn } from "~/components/ui/cn";

export type StarRatingProps = {
  /** Whole stars to fill, 0 to 5 (see filledStars in modules/catalog/projects). */
  filled: number;
  /** What a screen reader hears, e.g. "Rated 4.8 out of 5". */
  label: string;
  className?: string;
};

/** Five stars, `filled` of them in the accent colour; read as one image with a label. */
export function StarRating({ filled, label, className }: StarRatingProps) {
  return (
    <span role="img" aria-label={label} className={cn("inline-flex items-center gap-0.5", className)}>
      {[0, 1, 2, 3, 4].map((index) => {
        const on = index < filled;
        return (
          <Star
            key={index}
            aria-hidden="true"
            data-testid={on ? "star-filled" : "star-empty"}
            className={cn("size-4", on ? "fill-current text-accent" : "text-subtle")}
          />
        );
      })}
    </span>
  );
}

export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of 5`;
}
