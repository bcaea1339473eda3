import { MapPin } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";

export type AreaLink = { name: string; href: string };

/** "Areas we serve": the nearby communities, each linking to the same page for that place. */
export function ServiceArea({
  id = "service-area",
  heading,
  intro,
  links,
}: {
  id?: string;
  heading: string;
  intro: ReactNode;
  links: readonly AreaLink[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold tracking-tight md:text-2xl">
        {heading}
      </h2>
      <div className="mt-2 max-w-2xl text-muted">{intro}</div>
      {links.length > 0 ? (
        <ul className="mt-6 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="flex min-h-11 items-center gap-2 rounded-control border border-line px-4 py-2 font-medium text-ink hover:border-primary hover:text-primary"
              >
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
