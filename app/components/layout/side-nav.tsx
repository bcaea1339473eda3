import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

export type SideNavLink = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path (an overview whose path starts every other one). */
  end?: boolean;
  /** Something waiting there (unread messages), shown as a number after the label when above zero. */
  count?: number;
  /** What the count is, for screen readers ("unread"). */
  countLabel?: string;
};

/**
 * The side navigation of the portal and the console: who is signed in, a list
 * of client-side links (the current one marked by NavLink's aria-current),
 * and the form that ends the visit. On phones the console's longer list wraps
 * into rows (`wrapOnPhones`); from md up both are a column beside the page.
 */
export function SideNav({
  label,
  heading,
  links,
  wrapOnPhones = false,
  children,
}: {
  /** The landmark's name ("Portal", "Console"). */
  label: string;
  heading: string;
  links: readonly SideNavLink[];
  wrapOnPhones?: boolean;
  /** Below the links: the sign-out (or leave-demo) form. */
  children: ReactNode;
}) {
  return (
    <nav aria-label={label} className="flex flex-col gap-1">
      <p className="px-3 pb-2 text-sm font-semibold wrap-anywhere text-muted">{heading}</p>
      <ul className={cn("flex gap-1", wrapOnPhones ? "flex-wrap md:flex-col" : "flex-col")}>
        {links.map(({ to, label: text, icon: Icon, end, count, countLabel }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  "flex min-h-11 items-center gap-3 rounded-control px-3 font-medium",
                  isActive ? "bg-primary-soft text-primary-hover" : "text-ink hover:bg-canvas hover:text-primary",
                )
              }
            >
              <Icon aria-hidden="true" className="size-5" />
              {text}
              {count ? " " : null}
              {count ? (
                <span className="ml-auto rounded-full border border-accent bg-accent-soft px-2 text-sm font-semibold text-ink tabular-nums">
                  {count}
                  {countLabel ? " " : null}
                  {countLabel ? <span className="sr-only">{countLabel}</span> : null}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}

/** A document post to /sign-out: the session ends on the server and the next page loads fresh. */
export function SignOutForm() {
  return (
    <Form method="post" action="/sign-out" reloadDocument className="mt-4">
      <Button type="submit" variant="outline" className="w-full">
        Sign Out
      </Button>
    </Form>
  );
}
