import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { TestimonialCard } from "~/components/home/testimonial-card";
import { buttonClassName } from "~/components/ui/button";
import { ReviewCard } from "~/components/testimonials/review-card";
import { getDb } from "~/db/db.server";
import { TESTIMONIAL_GROUP_LABELS, TESTIMONIAL_GROUPS, testimonialsFor } from "~/modules/content";
import { cachedRecentReviews } from "~/modules/providers/index.server";
import { originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/testimonials";

/** Plain HTML: links, forms and native disclosures only, so the page ships no JavaScript. */
export const handle: PageHandle = { hydrate: false, cache: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Testimonials | ${BRAND.name}`,
    description: `What Ohio homeowners and service pros say about finding each other through ${BRAND.name}.`,
    path: "/testimonials",
    origin: originFromMatches(matches),
  });
}

export async function loader() {
  return {
    reviews: await cachedRecentReviews(await getDb(), RECENT_REVIEWS_SHOWN),
    groups: TESTIMONIAL_GROUPS.map((group) => ({
      group,
      label: TESTIMONIAL_GROUP_LABELS[group],
      testimonials: testimonialsFor(group),
    })),
  };
}

const RECENT_REVIEWS_SHOWN = 6;

const GROUP_INTROS = {
  homeowner: "Homeowners across Ohio on getting the job done by the right pro.",
  provider: "Local businesses on growing with requests that fit their trade and their area.",
} as const;

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section aria-labelledby="page-heading" className="bg-primary-soft/40">
        <div className="mx-auto max-w-page px-4 py-12 md:py-16">
          <h1 id="page-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
            What Our Users Say
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            Stories from the homeowners who found a pro through {BRAND.name} and from the pros who do the work.
          </p>
        </div>
      </section>
      {loaderData.groups.map(({ group, label, testimonials }) => (
        <section key={group} aria-labelledby={`${group}-heading`} className="mx-auto max-w-page px-4 py-12">
          <h2 id={`${group}-heading`} className="text-xl font-bold">
            {label}
          </h2>
          <p className="mt-2 text-muted">{GROUP_INTROS[group]}</p>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {loaderData.reviews.length > 0 ? (
        <section aria-labelledby="reviews-heading" className="mx-auto max-w-page px-4 py-12">
          <h2 id="reviews-heading" className="text-xl font-bold">
            Recent reviews of our pros
          </h2>
          <p className="mt-2 text-muted">
            Left by homeowners after a job that came through {BRAND.name}: the newest review of each pro, whatever
            its rating.
          </p>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {loaderData.reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="next-heading" className="bg-canvas">
        <div className="mx-auto flex max-w-page flex-col gap-4 px-4 py-12 md:flex-row md:items-center md:justify-between">
          <h2 id="next-heading" className="text-xl font-bold">
            Your project could be next
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/service-request" className={buttonClassName("primary", "lg")}>
              Get Free Quotes
            </Link>
            <Link to="/provider/register" className={buttonClassName("outline", "lg")}>
              Sign Up as Service Provider
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
