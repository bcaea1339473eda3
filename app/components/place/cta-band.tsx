import { Phone } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { cn } from "~/components/ui/cn";

// The shared focus ring is teal, which would vanish on the teal band: white here.
const action =
  "inline-flex h-12 items-center justify-center gap-2 rounded-control px-6 text-lg font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-on-primary";

/** The closing call to action: "Get Free Quotes" and "Call Now" on the brand colour. */
export function CtaBand({
  id = "cta",
  heading,
  text,
  quoteHref,
}: {
  id?: string;
  heading: string;
  text: string;
  quoteHref: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-primary px-6 py-10 text-center text-on-primary md:px-10">
      <h2 id={id} className="text-xl font-bold tracking-tight md:text-2xl">
        {heading}
      </h2>
      <p className="mx-auto mt-2 max-w-2xl">{text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          to={quoteHref}
          className={cn(action, "bg-surface text-primary-hover hover:bg-primary-soft")}
        >
          Get Free Quotes
        </Link>
        <a
          href={BRAND.phoneHref}
          className={cn(action, "border-2 border-on-primary text-on-primary hover:bg-primary-hover")}
        >
          <Phone aria-hidden="true" className="size-5" />
          Call Now
          <span className="sr-only"> {BRAND.phoneDisplay}</span>
        </a>
      </div>
    </section>
  );
}
