import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import type { SiteLinks } from "~/modules/catalog";
import { Logo } from "./logo";

const COMPANY_LINKS = [
  { to: "/how-it-works", label: "How It Works" },
  { to: "/testimonials", label: "Testimonials" },
  { to: "/contact", label: "Contact" },
];

// 44 px tall, like every other tap target on a phone.
const footerLink = "inline-flex min-h-11 items-center text-muted hover:text-primary hover:underline";
const FOOTER_CLASS = "mt-16 border-t border-line-soft bg-canvas";

export type SiteFooterProps = {
  links?: SiteLinks;
  year: number;
  /** The footer's content as ready markup (site-chrome.server.tsx), for pages that ship no React. */
  contentHtml?: string;
};

export function SiteFooter({ links, year, contentHtml }: SiteFooterProps) {
  if (contentHtml !== undefined) return <footer className={FOOTER_CLASS} dangerouslySetInnerHTML={{ __html: contentHtml }} />;
  return (
    <footer className={FOOTER_CLASS}>
      <SiteFooterContent links={links} year={year} />
    </footer>
  );
}

export function SiteFooterContent({ links, year }: Omit<SiteFooterProps, "contentHtml">) {
  return (
    <>
      <div className="mx-auto grid max-w-page gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-3 text-sm text-muted">
            {BRAND.tagline}. Call{" "}
            <a className="font-semibold text-primary" href={BRAND.phoneHref}>
              {BRAND.phoneDisplay}
            </a>
          </p>
        </div>
        <FooterColumn title="Services">
          {links?.services.map((service) => (
            <li key={service.slug}>
              <Link reloadDocument className={footerLink} to={`/services/${service.slug}/ohio`}>
                {service.name}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Company">
          {COMPANY_LINKS.map((link) => (
            <li key={link.to}>
              <Link reloadDocument className={footerLink} to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Locations">
          {links?.locations.map((location) => (
            <li key={location.slug}>
              <Link reloadDocument className={footerLink} to={`/locations/${location.slug}`}>
                {location.name}
              </Link>
            </li>
          ))}
          <li>
            <Link reloadDocument className={`${footerLink} font-semibold text-primary`} to="/locations">
              View All Locations
            </Link>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-line-soft">
        <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-x-6 px-4 py-2 text-sm text-muted">
          <p className="py-2">
            © {year} {BRAND.name}. All rights reserved.
          </p>
          <Link reloadDocument className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-primary" to="/data-sources">
            Data sources
          </Link>
        </div>
      </div>
    </>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <ul className="mt-3">{children}</ul>
    </div>
  );
}
