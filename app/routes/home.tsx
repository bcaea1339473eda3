import { CircleCheck } from "lucide-react";
import { getDb } from "~/db/db.server";
import { BRAND } from "~/brand";
import { HeroSearch } from "~/components/home/hero-search";
import {
  AreasWeServe,
  DealsOfTheMonth,
  HomeSection,
  HowItWorks,
  PopularProjects,
  ProviderCta,
  SelectionProcess,
  ServiceCategories,
  ServicesRow,
} from "~/components/home/home-sections";
import { ResumeCardTemplate } from "~/components/home/resume-card";
import { TestimonialTabs } from "~/components/home/testimonial-tabs";
import { JsonLd } from "~/components/json-ld";
import { PageToastViewport } from "~/components/ui/page-toast-viewport";
import { getEnv } from "~/config/env.server";
import { logger } from "~/lib/logger.server";
import { FIRST_SIX_LOCATIONS } from "~/modules/catalog/locations";
import { filledStars, POPULAR_PROJECTS } from "~/modules/catalog/projects";
import { SERVICES } from "~/modules/catalog/services";
import { dealsForPages, type Deal } from "~/modules/content/deals.server";
import { TESTIMONIALS_PER_GROUP_ON_HOME, testimonialsFor } from "~/modules/content/testimonials";
import { organizationJsonLd, webSiteJsonLd } from "~/modules/seo/json-ld";
import { originFromMatches, pageMeta } from "~/modules/seo/meta";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/home";

/** No React in the browser: the hero box, tabs and resume card run on a page script (docs/decisions/012). */
export const handle: PageHandle = { hydrate: false, script: "home", cache: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `${BRAND.name} | Find trusted local pros in Ohio`,
    description:
      "Describe your HVAC, plumbing, electrical, landscaping, cleaning or renovation project and get matched with up to three vetted Ohio pros. Free, no obligation.",
    path: "/",
    origin: originFromMatches(matches),
  });
}

/** Only what the page shows crosses to the browser (no sub-service lists, no location table). */
export async function loader({ request }: Route.LoaderArgs) {
  let deals: Deal[] | null;
  try {
    deals = (await dealsForPages(await getDb())).current.slice(0, 3);
  } catch (error) {
    // The rest of the landing page does not depend on the database.
    logger.error("home: deals unavailable", { error, url: request.url });
    deals = null;
  }
  const origin = getEnv().PUBLIC_URL;
  return {
    services: SERVICES.map(({ slug, name, description, image }) => ({ slug, name, description, image })),
    projects: POPULAR_PROJECTS.map((project) => ({ ...project, stars: filledStars(project.rating) })),
    areas: FIRST_SIX_LOCATIONS.map(({ name, slug, county }) => ({ name, slug, county })),
    deals,
    testimonials: {
      homeowner: testimonialsFor("homeowner", TESTIMONIALS_PER_GROUP_ON_HOME),
      provider: testimonialsFor("provider", TESTIMONIALS_PER_GROUP_ON_HOME),
    },
    jsonLd: [organizationJsonLd(origin), webSiteJsonLd(origin)],
  };
}

const HERO_POINTS = [
  { title: "Licensed, insured, background-checked", text: "We verify every pro before they see a single request." },
  { title: "Three pros at most", text: "Your phone won't ring off the hook: a request goes to three pros or fewer." },
  { title: "Free, no obligation", text: "Compare quotes and hire only if one fits your project and budget." },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, projects, areas, deals, testimonials, jsonLd } = loaderData;
  const options = services.map((service) => ({ value: service.slug, label: service.name }));
  const categoryNames = Object.fromEntries(options.map((option) => [option.value, option.label]));

  return (
    <>
      <JsonLd data={jsonLd} />
      <section aria-labelledby="hero-heading" className="bg-primary-soft/40">
        <div className="mx-auto grid max-w-page gap-10 px-4 py-12 md:py-20 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <h1 id="hero-heading" className="text-2xl font-bold tracking-tight md:text-3xl md:leading-tight">
              Find the right pro for your next project.
            </h1>
            <p className="mt-4 text-lg text-muted">We help you connect with trusted pros near you.</p>
            <div className="mt-8">
              <HeroSearch options={options} />
            </div>
            <p className="mt-3 text-sm text-muted">Free to use. Your request goes to three pre-screened pros at most.</p>
          </div>
          <ul className="hidden flex-col gap-4 rounded-card border border-line bg-surface p-6 lg:flex">
            {HERO_POINTS.map((point) => (
              <li key={point.title} className="flex gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                <span>
                  <span className="block font-semibold">{point.title}</span>
                  <span className="text-sm text-muted">{point.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ServicesRow services={services} />
      <ServiceCategories services={services} />
      <DealsOfTheMonth deals={deals} />
      <PopularProjects projects={projects} />
      <HowItWorks />
      <SelectionProcess />
      <AreasWeServe areas={areas} />
      <HomeSection id="testimonials" title="What Our Users Say">
        <TestimonialTabs groups={testimonials} />
      </HomeSection>
      <ProviderCta />
      <ResumeCardTemplate categoryNames={categoryNames} />
      <PageToastViewport />
    </>
  );
}
