import type { Testimonial } from "~/modules/content";
import { ratingLabel, StarRating } from "./star-rating";

/** One testimonial: initials avatar (no photos), name, role, stars and the words. */
export function TestimonialCard({ testimonial, headingLevel = "h3" }: { testimonial: Testimonial; headingLevel?: "h3" | "h4" }) {
  const Heading = headingLevel;
  return (
    <figure className="flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-6">
      <StarRating filled={testimonial.rating} label={ratingLabel(testimonial.rating)} />
      <blockquote className="flex-1 text-base text-ink">
        <p>“{testimonial.testimonial}”</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-hover"
        >
          {testimonial.initials}
        </span>
        {/* A div, not a span: a heading is not phrasing content. */}
        <div className="flex flex-col">
          <Heading className="text-base font-semibold">{testimonial.name}</Heading>
          <span className="text-sm text-muted">{testimonial.role}</span>
        </div>
      </figcaption>
    </figure>
  );
}
