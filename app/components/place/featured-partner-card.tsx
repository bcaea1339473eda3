import { Award, Phone } from "~/components/ui/icons";
import { BRAND } from "~/brand";
import { DemoBadge } from "~/components/demo-badge";
import { ratingLabel, StarRating } from "~/components/home/star-rating";
import { buttonClassName } from "~/components/ui/button";
import { telHref } from "~/lib/phone";
import { filledStars } from "~/modules/catalog";
import { reviewCountLabel } from "~/modules/providers";
import type { FeaturedPartner } from "~/modules/providers/index.server";

/**
 * The featured partner card on the city page: this month's partner who works
 * in the place, with their number and ours (the original app's two call-in numbers).
 * Featured partners are paid placements an operator picks per category, and
 * the card says so. Where no partner covers the place, the card introduces the
 * programme and points to this month's deals instead.
 */
export function FeaturedPartnerCard({ placeName, partner }: { placeName: string; partner: FeaturedPartner | null }) {
  return (
    <aside
      aria-labelledby="featured-partner"
      className="flex flex-col gap-4 rounded-card border border-accent/40 bg-accent-soft p-6 md:flex-row md:items-center"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-surface text-accent">
        <Award aria-hidden="true" className="size-6" />
      </span>
      <div className="flex-1">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">Partner of the Month</p>
        {partner ? (
          <>
            <h2 id="featured-partner" className="mt-1 text-lg font-bold">
              <a href={`/pros/${partner.slug}`} className="hover:text-primary hover:underline">
                {partner.businessName}
              </a>
            </h2>
            {partner.isDemo ? <DemoBadge subject="business" className="mt-1" /> : null}
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-ink">
              <span>
                {partner.category.name} · based in {partner.city}
              </span>
              {partner.rating !== null ? (
                <span className="inline-flex items-center gap-1">
                  <StarRating filled={filledStars(partner.rating)} label={ratingLabel(partner.rating)} />
                  <span className="text-sm text-muted">
                    {partner.rating.toFixed(1)} ({reviewCountLabel(partner.reviewCount)})
                  </span>
                </span>
              ) : null}
            </p>
            <p className="mt-1 text-sm text-muted">
              {partner.isDemo
                ? `An example from our demo data: this is how a featured ${partner.category.name} partner in ${placeName} appears.`
                : `Our featured ${partner.category.name} partner in ${placeName} this month: a paid placement, vetted like every pro on ${BRAND.name}.`}
            </p>
          </>
        ) : (
          <>
            <h2 id="featured-partner" className="mt-1 text-lg font-bold">
              {BRAND.name} featured partner
            </h2>
            <p className="mt-1 text-ink">
              Each month we feature a top-rated, fully vetted pro with exclusive deals for homeowners in {placeName} and
              across Ohio.
            </p>
          </>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap md:flex-col lg:flex-row lg:flex-wrap">
        {/* A demo business has no phone that rings (docs/decisions/039): only ours is offered beside it. */}
        {partner && !partner.isDemo ? (
          <a
            href={telHref(partner.phone)}
            aria-label={`Call ${partner.phone}, ${partner.businessName}`}
            className={buttonClassName("primary", "md")}
          >
            <Phone aria-hidden="true" className="size-4" />
            Call {partner.phone}
          </a>
        ) : null}
        <a href={BRAND.phoneHref} className={buttonClassName("outline", "md")}>
          <Phone aria-hidden="true" className="size-4" />
          Call {BRAND.phoneDisplay}
        </a>
        <a href="/partner-of-month" className={buttonClassName("link", "md")}>
          See partner deals
        </a>
      </div>
    </aside>
  );
}
