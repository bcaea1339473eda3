import { Link } from "~/components/ui/link";
import { buttonClassName } from "~/components/ui/button";
import type { BlogQuoteLink } from "~/modules/content";

/** The article's call to action: quotes for the trade the article is about. */
export function BlogQuoteCta({ quote }: { quote: BlogQuoteLink }) {
  const heading = quote.serviceName ? `Get quotes from ${quote.serviceName} pros near you` : "Get help from a local pro";
  return (
    <section
      aria-labelledby="quote-cta"
      className="rounded-card border border-primary bg-primary-soft p-6 md:flex md:items-center md:justify-between md:gap-6"
    >
      <div>
        <h2 id="quote-cta" className="text-xl font-bold">
          {heading}
        </h2>
        <p className="mt-2 text-ink">
          Answer a few questions about your project and get matched with up to three vetted pros in your area. It is
          free and there is no obligation.
        </p>
      </div>
      <Link to={quote.href} className={buttonClassName("primary", "lg", "mt-4 w-full md:mt-0 md:w-auto")}>
        Get Free Quotes
      </Link>
    </section>
  );
}
