import { ArrowRight } from "~/components/ui/icons";
import { data, isRouteErrorResponse } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { Breadcrumbs } from "~/components/directory/breadcrumbs";
import { JsonLd } from "~/components/json-ld";
import { ErrorPage } from "~/components/layout/error-page";
import { CtaBand } from "~/components/place/cta-band";
import { FaqAccordion } from "~/components/place/faq-accordion";
import { FeatureGrid } from "~/components/place/feature-grid";
import { TRUST_POINTS } from "~/components/place/place-features";
import { PlaceHero } from "~/components/place/place-hero";
import { PlaceNotFound } from "~/components/place/place-not-found";
import { ServiceArea } from "~/components/place/service-area";
import { useOrigin } from "~/components/place/use-origin";
import { ZipCodeList } from "~/components/place/zip-code-list";
import { buttonClassName } from "~/components/ui/button";
import { sentenceCaseName, firstZip, placePageTitle, serviceInLocationPageData, subServiceQuoteHref } from "~/modules/catalog";
import { faqPageJsonLd, serviceJsonLd, originFromMatches, pageMeta } from "~/modules/seo";
import { redirectToCanonicalPath } from "~/lib/canonical-path";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/service-in-location";

/** Plain HTML: links, forms and native disclosures only, so the page ships no JavaScript. */
export const handle: PageHandle = { hydrate: false, cache: true };

export function loader({ params, request }: Route.LoaderArgs) {
  const page = serviceInLocationPageData(params.service, params.location);
  if (!page) throw data({ kind: "not-found" }, { status: 404 });
  redirectToCanonicalPath(request, page.path);
  return {
    ...page,
    // Links are built here so the browser never needs the catalog code.
    subServices: page.subServices.map((sub) => ({
      ...sub,
      quoteHref: subServiceQuoteHref(page.service.slug, sub.slug, page.place.name),
    })),
    title: placePageTitle(page.service.name, page.place),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { service, place } = loaderData;
  return pageMeta({
    title: loaderData.title,
    description: `Compare free quotes from vetted, top-rated ${sentenceCaseName(service.name)} pros in ${place.label}. Licensed and insured, with appointments often within 1-3 days.`,
    path: loaderData.path,
    origin: originFromMatches(matches),
  });
}

export default function ServiceInLocationPage({ loaderData }: Route.ComponentProps) {
  const { service, place, subServices, otherServices, faq, quoteHref, path } = loaderData;
  const origin = useOrigin();
  const noun = sentenceCaseName(service.name);
  return (
    <>
      <JsonLd
        data={[
          serviceJsonLd({
            origin,
            name: `${service.name} Services in ${place.label}`,
            description: service.description,
            serviceType: service.name,
            city: place.statewide ? null : place.fullName,
            postalCode: firstZip(place),
            path,
          }),
          faqPageJsonLd(faq),
        ]}
      />
      <PlaceHero
        breadcrumbs={
          <Breadcrumbs
            items={[
              { name: "Home", path: "/" },
              { name: "Services", path: "/services" },
              { name: `${service.name} in ${place.name}`, path },
            ]}
          />
        }
        eyebrow={place.statewide ? "Serving all of Ohio" : `${place.county} County`}
        title={`${service.name} Services in ${place.label}`}
        lead={
          <p>
            Compare free quotes from up to three vetted {noun} pros in {place.name}. Licensed, insured and rated by
            homeowners like you.
          </p>
        }
        quoteHref={quoteHref}
      />

      <div className="mx-auto flex max-w-page flex-col gap-14 px-4 py-12">
        <section aria-labelledby="intro">
          <h2 id="intro" className="text-xl font-bold tracking-tight md:text-2xl">
            {service.name} pros in {place.name}
          </h2>
          <div className="mt-3 flex max-w-3xl flex-col gap-3 text-muted">
            <p>
              {place.facts} {BRAND.name} matches homeowners{place.statewide ? "" : ` across ${place.name}`} with
              local {noun} pros who have been screened before they ever see a request.
            </p>
            <p>{service.description}</p>
          </div>
          <ZipCodeList
            heading={place.statewide ? "Major metro ZIP codes we serve" : `ZIP codes we serve in ${place.name}`}
            zipCodes={place.zipCodes}
          />
        </section>

        <FeatureGrid
          id="trust-points"
          heading={`Why homeowners in ${place.name} trust ${BRAND.name}`}
          features={TRUST_POINTS}
          columns={4}
        />

        <section aria-labelledby="sub-services">
          <h2 id="sub-services" className="text-xl font-bold tracking-tight md:text-2xl">
            {service.name} services in {place.name}
          </h2>
          <p className="mt-2 max-w-2xl text-muted">
            Choose the job you need for a quote, or learn more about what it involves.
          </p>
          <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {subServices.map((sub) => {
              const headingId = `sub-${sub.slug}`;
              return (
                <li key={sub.slug}>
                  <article
                    aria-labelledby={headingId}
                    className="flex h-full flex-col rounded-card border border-line bg-surface p-4 md:p-6"
                  >
                    <h3 id={headingId} className="text-lg font-semibold">
                      {sub.name}
                    </h3>
                    <p className="mt-2 flex-1 text-sm text-muted">{sub.description}</p>
                    <div className="mt-4 flex flex-wrap gap-2">
                      <Link to={sub.quoteHref} className={buttonClassName("primary", "md")}>
                        Request Quote<span className="sr-only"> for {sub.name}</span>
                      </Link>
                      <Link
                        to={`/services/${service.slug}/${sub.slug}/${place.slug}`}
                        className={buttonClassName("outline", "md")}
                      >
                        Learn More<span className="sr-only"> about {sub.name}</span>
                      </Link>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        </section>

        <ServiceArea
          heading={place.statewide ? `${service.name} across Ohio` : `Areas we serve near ${place.name}`}
          intro={
            <p>
              {place.statewide
                ? `Find ${noun} pros in Ohio's largest cities and the towns around them.`
                : `Our ${noun} pros also work in the communities around ${place.name}.`}
            </p>
          }
          links={place.nearby.map((nearby) => ({
            name: nearby.name,
            href: `/services/${service.slug}/${nearby.slug}`,
          }))}
        />

        <FaqAccordion id="faq" heading={`${service.name} questions in ${place.name}`} items={faq} />

        <CtaBand
          heading={`Get ${noun} quotes in ${place.name}`}
          text="Describe the job in a minute and we'll match you with up to three vetted pros. Quotes are free and there's no obligation."
          quoteHref={quoteHref}
        />

        <section aria-labelledby="other-services">
          <h2 id="other-services" className="text-xl font-bold tracking-tight md:text-2xl">
            Other services in {place.name}
          </h2>
          <ul className="mt-6 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {otherServices.map((other) => (
              <li key={other.slug}>
                <Link
                  to={`/services/${other.slug}/${place.slug}`}
                  className="flex min-h-11 items-center justify-between gap-2 rounded-control border border-line px-4 py-2 font-medium hover:border-primary hover:text-primary"
                >
                  {other.name} in {place.name}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-subtle" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PlaceNotFound />;
  return <ErrorPage />;
}
