import {
  ArrowRight,
  Award,
  BadgeCheck,
  CalendarCheck,
  ClipboardList,
  Clock,
  MapPin,
  MessagesSquare,
  ShieldCheck,
  Star,
  UserCheck,
  Users,
  type LucideIcon,
} from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { buttonClassName } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { Deal } from "~/modules/content/index.server";
import { DealTeaserCard } from "./deal-card";
import { HOW_IT_WORKS_STEPS, SELECTION_CRITERIA } from "./home-content";
import { ratingLabel, StarRating } from "./star-rating";

export type HomeService = { slug: string; name: string; description: string; image: string };
export type HomeProject = {
  category: string;
  slug: string;
  rating: number;
  stars: number;
  reviews: string;
  priceText: string;
  link: string;
};
export type HomeArea = { name: string; slug: string; county: string };

/** A landing-page band: a labelled region with an h2 and optional intro. */
export function HomeSection({
  id,
  title,
  intro,
  tone = "plain",
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: "plain" | "tinted";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={cn(tone === "tinted" && "bg-canvas")}>
      <div className="mx-auto max-w-page px-4 py-12 md:py-16">
        <h2 id={`${id}-heading`} className="text-xl font-bold tracking-tight md:text-2xl">
          {title}
        </h2>
        {intro ? <p className="mt-2 max-w-2xl text-muted">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

export function ServicesRow({ services }: { services: HomeService[] }) {
  return (
    <section aria-labelledby="services-row-heading" className="border-b border-line-soft">
      <div className="mx-auto flex max-w-page flex-col gap-3 px-4 py-6 md:flex-row md:items-center md:gap-6">
        <h2 id="services-row-heading" className="text-base font-semibold text-muted">
          Services
        </h2>
        <ul className="flex flex-wrap gap-2">
          {services.map((service) => (
            <li key={service.slug}>
              <Link
                to={`/service-questionnaire/${service.slug}`}
                className="inline-flex min-h-11 items-center rounded-full border border-line px-4 font-medium text-ink hover:border-primary hover:text-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                {service.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ServiceCategories({ services }: { services: HomeService[] }) {
  return (
    <HomeSection
      id="categories"
      title="Our Service Categories"
      intro="Six trades, each with vetted local pros across Ohio. Pick one to see what they do and what it costs."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug}>
            {/* Side by side on phones (a short page), stacked from 640 px. */}
            <article className="relative flex h-full flex-row overflow-hidden rounded-card border border-line bg-surface focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-primary hover:border-primary sm:flex-col">
              <img
                src={service.image}
                alt=""
                width={400}
                height={240}
                loading="lazy"
                decoding="async"
                className="aspect-square w-28 shrink-0 bg-canvas object-cover sm:aspect-[5/3] sm:w-full"
              />
              <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
                <h3 className="text-lg font-semibold">
                  <Link
                    to={`/services/${service.slug}/ohio`}
                    className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                  >
                    {service.name}
                  </Link>
                </h3>
                <p className="text-sm text-muted">{service.description}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function DealsOfTheMonth({ deals }: { deals: Deal[] | null }) {
  return (
    <HomeSection
      id="deals"
      title="Deals of the Month"
      intro="Limited-time prices from this month's featured partner pros."
      tone="tinted"
    >
      {deals === null ? (
        <p role="alert" className="rounded-card border border-line bg-surface p-6 text-muted">
          We couldn't load this month's deals just now. Please try again in a moment, or see all partner deals.
        </p>
      ) : deals.length === 0 ? (
        <p className="rounded-card border border-line bg-surface p-6 text-muted">
          No partner deals are running right now. New offers usually start at the beginning of the month.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {deals.map((deal) => (
            <li key={deal.slug}>
              <DealTeaserCard deal={deal} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8">
        <Link to="/partner-of-month" className={buttonClassName("outline", "md")}>
          View All Partner Deals
        </Link>
      </div>
    </HomeSection>
  );
}

export function PopularProjects({ projects }: { projects: HomeProject[] }) {
  return (
    <HomeSection
      id="popular"
      title="Popular projects near you"
      intro="What Ohio homeowners book most, with typical starting prices."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.slug}>
            <article className="relative flex h-full flex-col gap-2 rounded-card border border-line bg-surface p-5 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-primary hover:border-primary">
              <h3 className="text-lg font-semibold">
                {/* Named for what it does too: other links on the page say "HVAC" and lead elsewhere. */}
                <Link
                  to={project.link}
                  aria-label={`${project.category}, get quotes`}
                  className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                >
                  {project.category}
                </Link>
              </h3>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                <StarRating filled={project.stars} label={ratingLabel(project.rating)} />
                <span aria-hidden="true" className="font-semibold text-ink">
                  {project.rating.toFixed(1)}
                </span>
                <span>({project.reviews})</span>
              </p>
              <p className="mt-auto flex items-center justify-between gap-2 pt-2 font-semibold text-primary">
                {project.priceText}
                <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm">
                  Get quotes
                  <ArrowRight className="size-4" />
                </span>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

const STEP_ICONS: LucideIcon[] = [ClipboardList, UserCheck, MessagesSquare, Star];

export function HowItWorksSteps({ headingLevel = "h3" }: { headingLevel?: "h3" | "h2" }) {
  const Heading = headingLevel;
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {HOW_IT_WORKS_STEPS.map((step, index) => {
        const Icon = STEP_ICONS[index] ?? ClipboardList;
        return (
          <li key={step.title} className="flex flex-col gap-3">
            <span className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-full bg-primary text-on-primary"
              >
                <Icon className="size-5" />
              </span>
              <span className="text-sm font-semibold text-muted">Step {index + 1}</span>
            </span>
            <Heading className="text-lg font-semibold">{step.title}</Heading>
            <p className="text-muted">{step.text}</p>
          </li>
        );
      })}
    </ol>
  );
}

export function HowItWorks() {
  return (
    <HomeSection id="how" title="How It Works" tone="tinted">
      <HowItWorksSteps />
      <p className="mt-8">
        <Link to="/how-it-works" className="font-semibold text-primary underline underline-offset-4 hover:text-primary-hover">
          More about how {BRAND.name} works
        </Link>
      </p>
    </HomeSection>
  );
}

const CRITERIA_ICONS: LucideIcon[] = [Star, Clock, CalendarCheck, ShieldCheck, Award, Users];

export function SelectionCriteriaList({ headingLevel = "h3" }: { headingLevel?: "h3" | "h2" }) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {SELECTION_CRITERIA.map((item, index) => {
        const Icon = CRITERIA_ICONS[index] ?? BadgeCheck;
        return (
          <li key={item.title} className="flex gap-4 rounded-card border border-line bg-surface p-5">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent"
            >
              <Icon className="size-5" />
            </span>
            <div>
              <Heading className="font-semibold">{item.title}</Heading>
              <p className="mt-1 text-sm text-muted">{item.text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function SelectionProcess() {
  return (
    <HomeSection
      id="selection"
      title="Our Selection Process"
      intro="Before a pro receives a single request, they have to meet all six of these standards."
    >
      <SelectionCriteriaList />
      <div className="mt-8 flex justify-center">
        <Link to="/services" className={buttonClassName("primary", "lg")}>
          View All Services
        </Link>
      </div>
    </HomeSection>
  );
}

export function AreasWeServe({ areas }: { areas: HomeArea[] }) {
  return (
    <HomeSection
      id="areas"
      title="Areas We Serve in Ohio"
      intro="Pros in every corner of the state, from Lake Erie to the Ohio River."
      tone="tinted"
    >
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {areas.map((area) => (
          <li key={area.slug}>
            <Link
              to={`/locations/${area.slug}`}
              className="flex min-h-16 items-center gap-3 rounded-card border border-line bg-surface p-4 hover:border-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span className="flex flex-col">
                <span className="font-semibold text-ink">{area.name}</span>
                <span className="text-sm text-muted">{area.county} County</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link to="/locations" className="font-semibold text-primary underline underline-offset-4 hover:text-primary-hover">
          See every Ohio location we serve
        </Link>
      </p>
    </HomeSection>
  );
}

export function ProviderCta() {
  return (
    <section aria-labelledby="join-heading" className="bg-primary text-on-primary">
      <div className="mx-auto flex max-w-page flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between md:py-16">
        <div className="max-w-2xl">
          <h2 id="join-heading" className="text-xl font-bold tracking-tight md:text-2xl">
            Ready to Join {BRAND.name}?
          </h2>
          <p className="mt-2">
            Get requests from Ohio homeowners in your trade and your area. No subscription: you see each job before
            you pay for it, and each request goes to three pros at most.
          </p>
        </div>
        <Link
          to="/provider/register"
          className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-control bg-surface px-6 text-lg font-semibold text-primary-hover hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-on-primary"
        >
          Sign Up as Service Provider
        </Link>
      </div>
    </section>
  );
}
