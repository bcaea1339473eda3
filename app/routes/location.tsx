import { ArrowRight } from "~/components/ui/icons";
import { data, isRouteErrorResponse } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { Breadcrumbs } from "~/components/directory/breadcrumbs";
import { ErrorPage } from "~/components/layout/error-page";
import { CtaBand } from "~/components/place/cta-band";
import { FeaturedPartnerCard } from "~/components/place/featured-partner-card";
import { PlaceHero } from "~/components/place/place-hero";
import { PlaceNotFound } from "~/components/place/place-not-found";
import { ServiceArea } from "~/components/place/service-area";
import { ZipCodeList } from "~/components/place/zip-code-list";
import { getDb } from "~/db/db.server";
import { cityPageData, firstZip } from "~/modules/catalog";
import { cachedFeaturedPartnerForZip } from "~/modules/providers/index.server";
import { originFromMatches, pageMeta } from "~/modules/seo";
import { redirectToCanonicalPath } from "~/lib/canonical-path";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/location";

/** Plain HTML: links, forms and native disclosures only, so the page ships no JavaScript. */
export const handle: PageHandle = { hydrate: false, cache: true };

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = cityPageData(params.city);
  if (!page) throw data({ kind: "not-found" }, { status: 404 });
  redirectToCanonicalPath(request, page.path);
  const partner = await cachedFeaturedPartnerForZip(await getDb(), firstZip(page.place));
  return { ...page, partner };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { place } = loaderData;
  const services = loaderData.categories.map((category) => category.name).join(", ");
  return pageMeta({
    title: `Home Services in ${place.fullName}, Ohio | ${BRAND.name}`,
    description: `Find vetted local pros for ${services} and more in ${place.name}, ${place.county} County. Compare free quotes from up to three pros.`,
    path: loaderData.path,
    origin: originFromMatches(matches),
  });
}

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { place, categories, quoteHref, path, partner } = loaderData;
  return (
    <>
      <PlaceHero
        breadcrumbs={
          <Breadcrumbs
            items={[
              { name: "Home", path: "/" },
              { name: "Locations", path: "/locations" },
              { name: place.name, path },
            ]}
          />
        }
        eyebrow={`${place.county} County`}
        title={`Home Services in ${place.fullName}, Ohio`}
        lead={
          <p>
            {place.facts} Tell us about your project once and compare free quotes from up to three vetted local pros.
          </p>
        }
        quoteHref={quoteHref}
      />

      <div className="mx-auto flex max-w-page flex-col gap-14 px-4 py-12">
        <FeaturedPartnerCard placeName={place.name} partner={partner} />

        <section aria-labelledby="popular-services">
          <h2 id="popular-services" className="text-xl font-bold tracking-tight md:text-2xl">
            Popular services in {place.name}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {categories.map((category) => {
              const headingId = `category-${category.slug}`;
              return (
                <li key={category.slug}>
                  <article
                    aria-labelledby={headingId}
                    className="flex h-full flex-col rounded-card border border-line bg-surface p-4 md:p-6"
                  >
                    <h3 id={headingId} className="text-lg font-semibold">
                      {category.name}
                    </h3>
                    <ul className="mt-3 flex-1 divide-y divide-line-soft border-y border-line-soft">
                      {category.subServices.map((sub) => (
                        <li key={sub.slug}>
                          <Link
                            to={`/services/${category.slug}/${sub.slug}/${place.slug}`}
                            className="flex min-h-11 items-center justify-between gap-2 py-2 text-ink hover:text-primary hover:underline"
                          >
                            {sub.name}
                            <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-subtle" />
                          </Link>
                        </li>
                      ))}
                    </ul>
                    <Link
                      to={category.path}
                      className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-primary hover:text-primary-hover hover:underline"
                    >
                      View all {category.name} services in {place.name}
                    </Link>
                  </article>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="about-place">
          <h2 id="about-place" className="text-xl font-bold tracking-tight md:text-2xl">
            About {place.name}
          </h2>
          <p className="mt-3 max-w-3xl text-muted">
            {BRAND.name} connects homeowners in {place.name} with licensed, insured pros for heating and cooling,
            plumbing, electrical work, landscaping, cleaning and renovation. Every pro is screened before they see a
            request, and quotes are always free.
          </p>
          <ZipCodeList heading={`ZIP codes in ${place.name}`} zipCodes={place.zipCodes} />
        </section>

        <ServiceArea
          id="nearby-places"
          heading={`Places near ${place.name}`}
          intro={<p>Our pros also work in the communities around {place.name}.</p>}
          links={place.nearby.map((nearby) => ({ name: nearby.name, href: `/locations/${nearby.slug}` }))}
        />

        <CtaBand
          heading={`Ready to start your project in ${place.name}?`}
          text="Describe the job in a minute and we'll match you with up to three vetted pros. Quotes are free and there's no obligation."
          quoteHref={quoteHref}
        />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PlaceNotFound />;
  return <ErrorPage />;
}
