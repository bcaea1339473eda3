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
import { subServiceBenefits } from "~/components/place/place-features";
import { PlaceHero } from "~/components/place/place-hero";
import { PlaceNotFound, SubServiceNotFound } from "~/components/place/place-not-found";
import { ServiceArea } from "~/components/place/service-area";
import { useOrigin } from "~/components/place/use-origin";
import { WhyChooseUs } from "~/components/place/why-choose-us";
import { ZipCodeList } from "~/components/place/zip-code-list";
import { sentenceCaseName, firstZip, placePageTitle, subServicePageData } from "~/modules/catalog";
import { faqPageJsonLd, serviceJsonLd, originFromMatches, pageMeta } from "~/modules/seo";
import { redirectToCanonicalPath } from "~/lib/canonical-path";
import { ReadyPart } from "~/lib/ready-parts";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/sub-service-in-location";

/** Plain HTML: links, forms and native disclosures only, so the page ships no JavaScript. */
export const handle: PageHandle = { hydrate: false, cache: true, readyParts: "sub-service" };

/** What the error boundary needs to tell the two not-found states apart. */
type NotFoundPayload =
  | { kind: "not-found" }
  | { kind: "sub-service-not-found"; serviceName: string; servicePath: string };

export function loader({ params, request }: Route.LoaderArgs) {
  const result = subServicePageData(params.service, params.subService, params.location);
  if (result.kind === "not-found") {
    throw data<NotFoundPayload>({ kind: "not-found" }, { status: 404 });
  }
  if (result.kind === "sub-service-not-found") {
    throw data<NotFoundPayload>(
      { kind: "sub-service-not-found", serviceName: result.service.name, servicePath: result.servicePath },
      { status: 404 },
    );
  }
  const { page } = result;
  redirectToCanonicalPath(request, page.path);
  // The original app's title pattern, with the sub-service as {Service} so every page's title is unique.
  return { ...page, title: placePageTitle(page.subService.name, page.place) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { subService, place } = loaderData;
  return pageMeta({
    title: loaderData.title,
    description: `${subService.name} in ${place.label}. Compare free quotes from vetted, top-rated local pros, with appointments often within 1-3 days.`,
    path: loaderData.path,
    origin: originFromMatches(matches),
  });
}

export default function SubServiceInLocationPage({ loaderData }: Route.ComponentProps) {
  const { service, subService, place, categoryIntro, related, faq, quoteHref, path, servicePath } = loaderData;
  const origin = useOrigin();
  const job = sentenceCaseName(subService.name);
  const heading = `${subService.name} in ${place.label}`;
  return (
    <>
      <JsonLd
        data={[
          serviceJsonLd({
            origin,
            name: heading,
            description: subService.description,
            serviceType: subService.name,
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
              { name: `${service.name} in ${place.name}`, path: servicePath },
              { name: subService.name, path },
            ]}
          />
        }
        eyebrow={`${service.name} · ${place.statewide ? "Serving all of Ohio" : `${place.county} County`}`}
        title={heading}
        lead={<p>{subService.description}</p>}
        quoteHref={quoteHref}
      />

      <div className="mx-auto flex max-w-page flex-col gap-14 px-4 py-12">
        <section aria-labelledby="intro">
          <h2 id="intro" className="text-xl font-bold tracking-tight md:text-2xl">
            Local {job} pros in {place.name}
          </h2>
          <div className="mt-3 flex max-w-3xl flex-col gap-3 text-muted">
            <p>{categoryIntro}</p>
            <p>
              {BRAND.name} connects you with vetted pros who handle {job} in {place.name}. Describe the job once,
              and up to three local pros will send you free quotes to compare.
            </p>
          </div>
          <ZipCodeList
            heading={place.statewide ? "Major metro ZIP codes we serve" : `ZIP codes we serve in ${place.name}`}
            zipCodes={place.zipCodes}
          />
        </section>

        <FeatureGrid
          id="benefits"
          heading={`Benefits of professional ${job}`}
          features={subServiceBenefits(job, place.name)}
        />

        <ReadyPart id="why-choose-us">
          <WhyChooseUs />
        </ReadyPart>

        <ServiceArea
          heading={place.statewide ? `${subService.name} across Ohio` : `${subService.name} near ${place.name}`}
          intro={
            <p>
              {place.statewide
                ? `Find ${job} pros in Ohio's largest cities.`
                : `We also connect homeowners with ${job} pros in these nearby communities.`}
            </p>
          }
          links={place.nearby.map((nearby) => ({
            name: nearby.name,
            href: `/services/${service.slug}/${subService.slug}/${nearby.slug}`,
          }))}
        />

        <FaqAccordion id="faq" heading={`${subService.name} questions`} items={faq} />

        <CtaBand
          heading={`Get free ${job} quotes in ${place.name}`}
          text="Tell us about the job and compare quotes from up to three vetted local pros. It's free and there's no obligation."
          quoteHref={quoteHref}
        />

        {related.length > 0 ? (
          <section aria-labelledby="related">
            <h2 id="related" className="text-xl font-bold tracking-tight md:text-2xl">
              Related {service.name} services in {place.name}
            </h2>
            <ul className="mt-6 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((other) => (
                <li key={other.slug}>
                  <Link
                    to={`/services/${service.slug}/${other.slug}/${place.slug}`}
                    className="flex min-h-11 items-center justify-between gap-2 rounded-control border border-line px-4 py-2 font-medium hover:border-primary hover:text-primary"
                  >
                    {other.name}
                    <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-subtle" />
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to={servicePath}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary hover:text-primary-hover hover:underline"
            >
              All {service.name} services in {place.name}
            </Link>
          </section>
        ) : null}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const payload = error.data as NotFoundPayload | null;
    if (payload?.kind === "sub-service-not-found") {
      return <SubServiceNotFound serviceName={payload.serviceName} servicePath={payload.servicePath} />;
    }
    return <PlaceNotFound />;
  }
  return <ErrorPage />;
}
