import { Award } from "lucide-react";
import { Link } from "react-router";
import { BRAND } from "~/brand";

/**
 * The featured partner card on the city page. Featured partners are paid
 * placements an operator picks per category (featured_partners), so the card
 * introduces the programme and points to this month's partner deals rather
 * than naming a business here.
 */
export function FeaturedPartnerCard({ placeName }: { placeName: string }) {
  return (
    <aside
      aria-labelledby="featured-partner"
      className="flex flex-col gap-4 rounded-card border border-accent/40 bg-accent-soft p-6 sm:flex-row sm:items-center"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-surface text-accent">
        <Award aria-hidden="true" className="size-6" />
      </span>
      <div className="flex-1">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">Partner of the Month</p>
        <h2 id="featured-partner" className="mt-1 text-lg font-bold">
          {BRAND.name} featured partner
        </h2>
        <p className="mt-1 text-ink">
          Each month we feature a top-rated, fully vetted pro with exclusive deals for homeowners in {placeName} and
          across Ohio.
        </p>
      </div>
      <Link
        to="/partner-of-month"
        className="inline-flex min-h-11 items-center justify-center rounded-control bg-surface px-4 font-semibold text-accent hover:underline"
      >
        See partner deals
      </Link>
    </aside>
  );
}
