import { ArrowRight } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { Breadcrumbs } from "~/components/directory/breadcrumbs";
import { buttonClassName } from "~/components/ui/button";
import { SERVICES } from "~/modules/catalog";
import { originFromMatches, pageMeta } from "~/modules/seo";
import { BRAND } from "~/brand";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/services-index";

/** Plain HTML: links, forms and native disclosures only, so the page ships no JavaScript. */
export const handle: PageHandle = { hydrate: false, cache: true };

/** The services page shows five sub-services per category. */
const SUB_SERVICES_SHOWN = 5;

const BREADCRUMBS = [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services" },
];

export function loader() {
  // Only names and slugs travel to the browser, not every sub-service description.
  return {
    services: SERVICES.map((service) => ({
      slug: service.slug,
      name: service.name,
      description: service.description,
      image: service.image,
      subServiceCount: service.subServices.length,
      subServices: service.subServices.slice(0, SUB_SERVICES_SHOWN).map(({ slug, name }) => ({ slug, name })),
    })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Home Services in Ohio: HVAC, Plumbing, Electrical & More | ${BRAND.name}`,
    description:
      "Browse the six home-service categories we cover across Ohio, from furnace repair and drain cleaning to remodeling, and request free quotes from vetted local pros.",
    path: "/services",
    origin: originFromMatches(matches),
  });
}

export default function ServicesIndex({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-page px-4 pb-8">
      <Breadcrumbs items={BREADCRUMBS} />
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Home services across Ohio</h1>
        <p className="mt-3 text-lg text-muted">
          Pick a category to see the jobs our vetted local pros handle, then request free quotes for your project.
        </p>
      </header>

      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.services.map((service, index) => {
          const headingId = `service-${service.slug}`;
          return (
            <li key={service.slug}>
              <article
                aria-labelledby={headingId}
                className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface"
              >
                <img
                  src={service.image}
                  alt=""
                  width={400}
                  height={240}
                  loading={index < 3 ? "eager" : "lazy"}
                  decoding="async"
                  className="aspect-[5/3] h-auto w-full bg-primary-soft object-cover"
                />
                <div className="flex flex-1 flex-col p-4 md:p-6">
                  <h2 id={headingId} className="text-xl font-semibold">
                    {service.name}
                  </h2>
                  <p className="mt-2 text-muted">{service.description}</p>
                  <h3 className="sr-only">Popular {service.name} services</h3>
                  <ul className="mt-4 divide-y divide-line-soft border-y border-line-soft">
                    {service.subServices.map((sub) => (
                      <li key={sub.slug}>
                        <Link
                          to={`/services/${service.slug}/${sub.slug}/ohio`}
                          className="flex min-h-11 items-center justify-between gap-2 py-2 text-ink hover:text-primary hover:underline"
                        >
                          {sub.name}
                          <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-subtle" />
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <div className="mt-auto pt-4">
                    <Link
                      to={`/services/${service.slug}/ohio`}
                      className={buttonClassName("secondary", "md", "w-full")}
                    >
                      View all {service.subServiceCount} services
                      <span className="sr-only"> in {service.name}</span>
                    </Link>
                  </div>
                </div>
              </article>
            </li>
          );
        })}
      </ul>

      <section aria-labelledby="services-help" className="mt-12 rounded-card bg-canvas p-6 text-center">
        <h2 id="services-help" className="text-xl font-semibold">
          Not sure which service you need?
        </h2>
        <p className="mt-2 text-muted">Describe your project and we will match you with up to three local pros.</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Link to="/service-request" className={buttonClassName("primary", "md")}>
            Request free quotes
          </Link>
          <a href={BRAND.phoneHref} className={buttonClassName("outline", "md")}>
            Call {BRAND.phoneDisplay}
          </a>
        </div>
      </section>
    </div>
  );
}
