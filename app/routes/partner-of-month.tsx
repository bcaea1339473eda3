import { CalendarClock, CalendarX } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { DemoBadge } from "~/components/demo-badge";
import { buttonClassName } from "~/components/ui/button";
import { getDb } from "~/db/db.server";
import { dealsForPages, type Deal } from "~/modules/content/index.server";
import { originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/partner-of-month";

/** Plain HTML: links, forms and native disclosures only, so the page ships no JavaScript. */
export const handle: PageHandle = { hydrate: false, cache: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Partner of the Month Deals | ${BRAND.name}`,
    description:
      "Limited-time prices on water heaters, electrical inspections, air conditioners and more from vetted Ohio partner pros.",
    path: "/partner-of-month",
    origin: originFromMatches(matches),
  });
}

export async function loader() {
  return dealsForPages(await getDb());
}

const DEAL_STEPS = [
  "Choose an offer and answer a few questions about your home and the job.",
  // Matching puts a category's partner of the month first when it can take the request (app/modules/matching/matching.ts);
  // a demo business never receives one.
  "We send your request to up to three vetted pros nearby, the partner pro first when it serves your address.",
  "The partner confirms the job fits the offer's terms before any work starts. The price holds until the offer ends.",
];

export default function PartnerOfMonth({ loaderData }: Route.ComponentProps) {
  const { current, expired } = loaderData;
  return (
    <>
      <section aria-labelledby="deals-heading" className="bg-accent-soft/50">
        <div className="mx-auto max-w-page px-4 py-12 md:py-16">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">Partner of the Month</p>
          <h1 id="deals-heading" className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">
            This month's partner deals
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            Each month a few of our best-rated pros offer a set price on a popular job. They are the same vetted pros
            you get through any {BRAND.name} request, with the price agreed up front.
          </p>
        </div>
      </section>

      <section aria-labelledby="current-heading" className="mx-auto max-w-page px-4 py-12">
        <h2 id="current-heading" className="text-xl font-bold">
          Current offers
        </h2>
        {current.length === 0 ? (
          <div className="mt-6 rounded-card border border-line p-6">
            <p className="text-muted">
              No partner deals are running right now. New offers usually start at the beginning of the month. You can
              still get free quotes from vetted pros for any project.
            </p>
            <Link to="/services" className={buttonClassName("primary", "md", "mt-4")}>
              Browse services
            </Link>
          </div>
        ) : (
          <ul className="mt-6 grid gap-6 lg:grid-cols-3">
            {current.map((deal) => (
              <li key={deal.slug}>
                <CurrentDealCard deal={deal} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="how-deals-heading" className="bg-canvas">
        <div className="mx-auto max-w-page px-4 py-12">
          <h2 id="how-deals-heading" className="text-xl font-bold">
            How partner deals work
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {DEAL_STEPS.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-on-primary"
                >
                  {index + 1}
                </span>
                <span className="text-muted">{step}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {expired.length > 0 ? (
        <section aria-labelledby="expired-heading" className="mx-auto max-w-page px-4 py-12">
          <h2 id="expired-heading" className="text-xl font-bold">
            Past offers
          </h2>
          <p className="mt-2 text-muted">These offers have ended and their prices are no longer available.</p>
          <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {expired.map((deal) => (
              <li key={deal.slug}>
                <ExpiredDealCard deal={deal} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function CurrentDealCard({ deal }: { deal: Deal }) {
  const titleId = `${deal.slug}-title`;
  return (
    <article
      id={deal.slug}
      aria-labelledby={titleId}
      className="flex h-full scroll-mt-24 flex-col gap-3 rounded-card border border-line bg-surface p-6"
    >
      <p className="w-fit rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">{deal.category.name}</p>
      <h3 id={titleId} className="text-lg leading-snug font-semibold">
        {deal.title}
      </h3>
      {deal.partner ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink">
          <span>
            Offered by <span className="font-semibold">{deal.partner.name}</span>, {deal.partner.city}
          </span>
          {deal.partner.isDemo ? <DemoBadge subject="business" /> : null}
        </p>
      ) : null}
      <p className="text-2xl font-bold text-primary">{deal.priceText}</p>
      <p className="text-muted">{deal.description}</p>
      {deal.terms ? <p className="text-sm text-muted">{deal.terms}</p> : null}
      <p className="mt-auto flex items-center gap-2 pt-2 text-sm font-semibold text-ink">
        <CalendarClock aria-hidden="true" className="size-4 text-accent" />
        Offer ends {deal.expiresOn}
      </p>
      <Link to={`/service-questionnaire/${deal.category.slug}`} className={buttonClassName("primary", "md", "w-full")}>
        Get Free Quotes<span className="sr-only"> for {deal.title}</span>
      </Link>
    </article>
  );
}

function ExpiredDealCard({ deal }: { deal: Deal }) {
  return (
    <article className="flex h-full flex-col gap-2 rounded-card border border-dashed border-line bg-canvas p-5 text-muted">
      <p className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-line-soft px-3 py-1 text-sm font-semibold text-ink">Expired</span>
        <span className="text-sm">{deal.category.name}</span>
      </p>
      <h3 className="font-semibold text-ink">{deal.title}</h3>
      <p>
        <span className="sr-only">Former price </span>
        <s>{deal.priceText}</s>
      </p>
      <p className="flex items-center gap-2 text-sm">
        <CalendarX aria-hidden="true" className="size-4" />
        Ended {deal.expiresOn}
      </p>
    </article>
  );
}
