import { CalendarClock } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { DemoBadge } from "~/components/demo-badge";
import type { Deal } from "~/modules/content/index.server";

/** A compact offer card for the landing page; the whole card leads to /partner-of-month. */
export function DealTeaserCard({ deal }: { deal: Deal }) {
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-6 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-primary hover:border-primary">
      <p className="w-fit rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">{deal.category.name}</p>
      <h3 className="text-lg leading-snug font-semibold">
        <Link
          to={`/partner-of-month#${deal.slug}`}
          className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
        >
          {deal.title}
        </Link>
      </h3>
      {deal.partner ? (
        <p className="-mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
          by {deal.partner.name}
          {deal.partner.isDemo ? <DemoBadge subject="business" /> : null}
        </p>
      ) : null}
      <p className="text-2xl font-bold text-primary">{deal.priceText}</p>
      <p className="line-clamp-3 flex-1 text-sm text-muted">{deal.description}</p>
      <p className="flex items-center gap-2 text-sm text-muted">
        <CalendarClock aria-hidden="true" className="size-4" />
        Offer ends {deal.expiresOn}
      </p>
    </article>
  );
}
