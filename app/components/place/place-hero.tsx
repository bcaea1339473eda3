import { Phone } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { buttonClassName } from "~/components/ui/button";

/**
 * The top of a place page: heading, a short lead and the two actions every place
 * page offers, "Get Free Quotes" and a call button with the product number.
 */
export function PlaceHero({
  breadcrumbs,
  eyebrow,
  title,
  lead,
  quoteHref,
  callLabel = `Call ${BRAND.phoneDisplay}`,
  children,
}: {
  breadcrumbs?: ReactNode;
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  quoteHref: string;
  callLabel?: string;
  /** Extra content under the actions (e.g. small print). */
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-line-soft bg-canvas">
      <div className="mx-auto max-w-page px-4 pt-2 pb-10 md:pb-14">
        {breadcrumbs}
        {eyebrow ? <p className="mt-4 text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-2xl leading-tight font-bold tracking-tight md:text-3xl">{title}</h1>
        <div className="mt-4 max-w-2xl text-lg text-muted">{lead}</div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to={quoteHref} className={buttonClassName("primary", "lg")}>
            Get Free Quotes
          </Link>
          <a href={BRAND.phoneHref} className={buttonClassName("outline", "lg")}>
            <Phone aria-hidden="true" className="size-5" />
            {callLabel}
          </a>
        </div>
        {children}
      </div>
    </section>
  );
}
