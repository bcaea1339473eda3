import { BadgeCheck, Coins, Gauge, MapPinned, RotateCcw, Users } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { HowItWorksSteps, SelectionCriteriaList } from "~/components/home/home-sections";
import { buttonClassName } from "~/components/ui/button";
import { originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/how-it-works";

/** Plain HTML: links, forms and native disclosures only, so the page ships no JavaScript. */
export const handle: PageHandle = { hydrate: false, cache: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `How It Works | ${BRAND.name}`,
    description:
      "How homeowners get matched with up to three vetted Ohio pros for free, and how pros get local leads with pay-per-lead credits.",
    path: "/how-it-works",
    origin: originFromMatches(matches),
  });
}

const PRO_STEPS = [
  {
    title: "Create your profile",
    text: "Tell us your trade, the services you offer, your base ZIP and how far you travel. Homeowners see this profile when your name comes up.",
  },
  {
    title: "Get verified",
    text: "Send your trade licenses and proof of insurance and agree to a background check. You start receiving requests once our team has checked them.",
  },
  {
    title: "See each request before you pay",
    text: "A new request shows the job, the ZIP, the budget and the timing, and its price in credits. Contact details stay hidden until you accept.",
  },
  {
    title: "Accept, call and win the job",
    text: "Accept the leads you want with credits to see the homeowner's phone and e-mail, then reach out while the request is fresh.",
  },
];

const CREDIT_FACTS = [
  {
    icon: Coins,
    title: "Pay per lead, no subscription",
    text: "Buy credit packages when you need them. Nothing renews or tops up on its own.",
  },
  {
    icon: Gauge,
    title: "You set the limits",
    text: "Choose a weekly lead cap and the most you will pay for one lead. We never go over either.",
  },
  {
    icon: MapPinned,
    title: "Only jobs you can take",
    text: "Requests come from inside your service area and in the categories you chose. Pause any time.",
  },
  {
    icon: RotateCcw,
    title: "Automatic refunds",
    text: "Credits come back without a dispute when the contact details are fake or unreachable, when you already bought the same request in the last 30 days, or when the ZIP is outside your area.",
  },
];

export default function HowItWorksPage() {
  return (
    <>
      <section aria-labelledby="page-heading" className="bg-primary-soft/40">
        <div className="mx-auto max-w-page px-4 py-12 md:py-16">
          <h1 id="page-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
            How It Works
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            {BRAND.name} connects Ohio homeowners with a few carefully checked local pros, instead of a long list of
            strangers. Here is what happens on each side.
          </p>
        </div>
      </section>

      <section aria-labelledby="homeowners-heading" className="mx-auto max-w-page px-4 py-12">
        <h2 id="homeowners-heading" className="text-xl font-bold">
          For homeowners
        </h2>
        <p className="mt-2 max-w-2xl text-muted">
          Getting quotes is free and there is no obligation to hire anyone.
        </p>
        <div className="mt-8">
          <HowItWorksSteps />
        </div>
        <Link to="/service-request" className={buttonClassName("primary", "lg", "mt-8")}>
          Get Free Quotes
        </Link>
      </section>

      <section aria-labelledby="three-heading" className="bg-canvas">
        <div className="mx-auto grid max-w-page gap-6 px-4 py-12 md:grid-cols-[auto_1fr] md:items-start">
          <span
            aria-hidden="true"
            className="flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent"
          >
            <Users className="size-8" />
          </span>
          <div>
            <h2 id="three-heading" className="text-xl font-bold">
              Never more than three pros
            </h2>
            <p className="mt-2 max-w-2xl">
              Each request goes to three pros at most. That is a hard limit, not a target: your phone will not ring
              with a dozen companies, and the pros who do call know they are competing with two others at most. We
              tell you exactly which pros received your request, and we tell each pro how many others got it.
            </p>
            <p className="mt-2 max-w-2xl text-muted">
              We choose them by who does this kind of work in your ZIP code, their ratings from verified reviews, how
              quickly they answer and how close they are. If you pick a specific pro from the results, your choice
              wins.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="vetting-heading" className="mx-auto max-w-page px-4 py-12">
        <h2 id="vetting-heading" className="text-xl font-bold">
          How we vet pros
        </h2>
        <p className="mt-2 max-w-2xl text-muted">
          A pro receives no requests until our team has checked their licenses for each trade, their insurance and a
          background check. Each check is recorded with who did it and when, and the badge on a pro's profile shows
          exactly which checks they passed. Every pro also has to meet these six standards:
        </p>
        <div className="mt-8">
          <SelectionCriteriaList />
        </div>
        <p className="mt-6 flex items-start gap-2 text-muted">
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          Pros who stop meeting them, or who get complaints we can confirm, are paused or removed.
        </p>
      </section>

      <section aria-labelledby="pros-heading" className="bg-canvas">
        <div className="mx-auto max-w-page px-4 py-12">
          <h2 id="pros-heading" className="text-xl font-bold">
            For service pros
          </h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {PRO_STEPS.map((step, index) => (
              <li key={step.title} className="flex flex-col gap-2">
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full bg-primary font-semibold text-on-primary"
                >
                  {index + 1}
                </span>
                <h3 className="text-lg font-semibold">{step.title}</h3>
                <p className="text-muted">{step.text}</p>
              </li>
            ))}
          </ol>

          <h3 className="mt-12 text-lg font-bold">How credits work</h3>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {CREDIT_FACTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-card border border-line bg-surface p-5">
                <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
                <div>
                  <h4 className="font-semibold">{title}</h4>
                  <p className="mt-1 text-sm text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-6 max-w-2xl text-muted">
            A lead's price depends on the kind of job. You always see it before you accept, and it never exceeds the
            maximum you set.
          </p>
          <Link to="/provider/register" className={buttonClassName("primary", "lg", "mt-8")}>
            Sign Up as Service Provider
          </Link>
        </div>
      </section>
    </>
  );
}
