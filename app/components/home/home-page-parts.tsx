import { CircleCheck } from "~/components/ui/icons";
import type { Testimonial, TestimonialGroup } from "~/modules/content";
import { PageToastViewport } from "~/components/ui/page-toast-viewport";
import { HeroSearch } from "./hero-search";
import {
  AreasWeServe,
  HomeSection,
  HowItWorks,
  PopularProjects,
  ProviderCta,
  SelectionProcess,
  ServiceCategories,
  ServicesRow,
  type HomeArea,
  type HomeProject,
  type HomeService,
} from "./home-sections";
import { ResumeCardTemplate } from "./resume-card";
import { TestimonialTabs } from "./testimonial-tabs";

/** What the landing page shows besides its deals: catalog and copy, the same on every render (home-page-content.ts). */
export type HomePageContent = {
  services: HomeService[];
  projects: HomeProject[];
  areas: HomeArea[];
  testimonials: Record<TestimonialGroup, Testimonial[]>;
};

const HERO_POINTS = [
  { title: "Licensed, insured, background-checked", text: "We verify every pro before they see a single request." },
  { title: "Three pros at most", text: "Your phone won't ring off the hook: a request goes to three pros or fewer." },
  { title: "Free, no obligation", text: "Compare quotes and hire only if one fits your project and budget." },
];

/** The landing page above its deals: the hero with the project search, then the service categories. */
export function HomeLead({ services }: Pick<HomePageContent, "services">) {
  const options = services.map((service) => ({ value: service.slug, label: service.name }));
  return (
    <>
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
    </>
  );
}

/** The landing page below its deals, to the resume card and the toast region its page script uses. */
export function HomeRest({ services, projects, areas, testimonials }: HomePageContent) {
  const categoryNames = Object.fromEntries(services.map((service) => [service.slug, service.name]));
  return (
    <>
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
