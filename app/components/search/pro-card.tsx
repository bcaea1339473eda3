import { BadgeCheck, Clock, MapPin, Sparkles, Star } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { DemoBadge } from "~/components/demo-badge";
import { Skeleton } from "~/components/ui/skeleton";
import { NEW_PRO_LABEL, reviewCountLabel } from "~/modules/providers";
import type { ProResult } from "~/modules/matching/index.server";

/** One matched pro on /search. */
export function ProCard({ pro, actions }: { pro: ProResult; actions: ReactNode }) {
  return (
    <article aria-labelledby={`pro-${pro.id}`} className="rounded-card border border-line bg-surface p-4 sm:p-6">
      <div className="flex items-start gap-4">
        {pro.logo ? (
          <img
            src={pro.logo}
            alt={`Logo of ${pro.name}`}
            width={56}
            height={56}
            loading="lazy"
            className="size-14 shrink-0 rounded-card border border-line bg-surface object-contain"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-soft text-lg font-bold text-primary"
          >
            {pro.initials}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`pro-${pro.id}`} className="text-lg font-bold">
              {/* Only verified pros have a public profile (/pros/{slug}). */}
              {pro.verified ? (
                <a href={`/pros/${pro.slug}`} className="hover:text-primary hover:underline">
                  {pro.name}
                </a>
              ) : (
                pro.name
              )}
            </h2>
            {/* Before any other badge; and nobody vetted an invented business, so it is never "Verified". */}
            {pro.isDemo ? <DemoBadge subject="business" /> : null}
            {pro.featured ? (
              <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">Featured partner</span>
            ) : null}
            {pro.verified && !pro.isDemo ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                Verified
              </span>
            ) : null}
            {pro.available ? (
              <span className="rounded-full border border-line px-2 py-0.5 text-xs font-medium text-muted">Available</span>
            ) : null}
          </div>
          <Rating pro={pro} />
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              {pro.formattedAddress}
              {pro.distanceMiles !== null ? ` · ${pro.distanceMiles.toFixed(1)} mi away` : ""}
            </span>
            {pro.responseTime !== null ? (
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                {pro.responseTime}
              </span>
            ) : null}
          </p>
        </div>
      </div>
      <p className="mt-4 text-sm wrap-anywhere">{pro.description}</p>
      {pro.reviews.length > 0 ? (
        <ul className="mt-4 grid gap-2" aria-label={`Reviews of ${pro.name}`}>
          {pro.reviews.map((review, index) => (
            <li key={index} className="rounded-control bg-canvas p-3 text-sm">
              <p>“{review.text}”</p>
              <p className="mt-1 text-xs text-muted">
                {review.author} · {review.rating} out of 5
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4">{actions}</div>
    </article>
  );
}

/** Stars from the pro's reviews; a new pro has none to show, so it is said to be new (not "0.0 (0 reviews)"). */
function Rating({ pro }: { pro: ProResult }) {
  if (pro.isNew) {
    return (
      <p className="mt-1 text-sm">
        <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 font-semibold text-primary">
          <Sparkles aria-hidden="true" className="size-4" />
          {NEW_PRO_LABEL}
        </span>
      </p>
    );
  }
  if (pro.reviewCount === 0) return <p className="mt-1 text-sm text-muted">No reviews yet</p>;
  const stars = Math.round(pro.rating);
  return (
    <p className="mt-1 flex items-center gap-1 text-sm">
      <span className="flex" role="img" aria-label={`Rated ${pro.rating.toFixed(1)} out of 5`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} aria-hidden="true" className={n <= stars ? "size-4 fill-accent text-accent" : "size-4 text-line"} />
        ))}
      </span>
      <span className="font-semibold">{pro.rating.toFixed(1)}</span>
      <span className="text-muted">({reviewCountLabel(pro.reviewCount)})</span>
    </p>
  );
}

export function ProCardSkeleton() {
  return (
    <div className="rounded-card border border-line bg-surface p-6" aria-hidden="true">
      <div className="flex gap-4">
        <Skeleton className="size-14 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="mt-4 h-12" />
    </div>
  );
}
