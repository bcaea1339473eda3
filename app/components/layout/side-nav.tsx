import { Menu, type LucideIcon } from "~/components/ui/icons";
import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { forgetTextDrafts } from "~/components/ui/use-text-draft";

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
 * and the form that ends the visit. From md up it is a column beside the page.
 * On phones it folds into one "… menu" row (a native <details>, so it opens
 * without JavaScript), and the page's own content starts on the first screen.
 */
export function SideNav({
  label,
  heading,
  links,
  children,
}: {
  /** The landmark's name ("Portal", "Console"). */
  label: string;
  heading: string;
  links: readonly SideNavLink[];
  /** Below the links: the sign-out (or leave-demo) form. */
  children: ReactNode;
}) {
  return (
    <nav aria-label={label}>
      <details className="group rounded-card border border-line md:hidden" onKeyDown={closeOnEscape}>
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 px-3 font-semibold [&::-webkit-details-marker]:hidden">
          <Menu aria-hidden="true" className="size-5 shrink-0" />
          {/* The menu's name stays on one line; a long business name beside it is what gives way. */}
          <span className="shrink-0 whitespace-nowrap">{label} menu</span>
          <span className="ml-auto min-w-0 truncate text-sm font-normal text-muted">{heading}</span>
        </summary>
        {/* A chosen link closes the menu: the page it opens should not sit under it. */}
        <div className="flex flex-col gap-1 border-t border-line p-2" onClickCapture={closeMenu}>
          <NavLinks links={links} />
          {children}
        </div>
      </details>
      <div className="hidden flex-col gap-1 md:flex">
        <p className="px-3 pb-2 text-sm font-semibold wrap-anywhere text-muted">{heading}</p>
        <NavLinks links={links} />
        {children}
      </div>
    </nav>
  );
}

/** Escape closes the open menu and gives the focus back to its row, as the site header's menu does. */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  const details = event.currentTarget;
  if (event.key !== "Escape" || !details.open) return;
  details.removeAttribute("open");
  details.querySelector("summary")?.focus();
}

function closeMenu(event: MouseEvent<HTMLElement>) {
  if ((event.target as HTMLElement).closest("a")) event.currentTarget.closest("details")?.removeAttribute("open");
}

function NavLinks({ links }: { links: readonly SideNavLink[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {links.map(({ to, label: text, icon: Icon, end, count, countLabel }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            className={({ isActive }) =>
              cn(
                "flex min-h-11 items-center gap-3 rounded-control px-3 font-medium",
                // The current page is told by more than its fill, which forced colors (High Contrast) drop.
                isActive ? "bg-primary-soft text-primary-hover underline decoration-2 underline-offset-4 forced-colors:border forced-colors:border-current" : "text-ink hover:bg-canvas hover:text-primary",
              )
            }
          >
            <Icon aria-hidden="true" className="size-5" />
            {/* The label and the space before a count are one text node: "Messages (2 unread)" when spoken. */}
            {count ? `${text} ` : text}
            {count ? (
              <span className="ml-auto rounded-full border border-accent bg-accent-soft px-2 text-sm font-semibold text-ink tabular-nums">
                <span aria-hidden="true">{count}</span>
                <span className="sr-only">{`(${countLabel ? `${count} ${countLabel}` : count})`}</span>
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** A document post to /sign-out: the session ends on the server and the next page loads fresh. */
export function SignOutForm() {
  return (
    // Drafts kept in this tab (use-text-draft.ts) go with the session: the next person here may be someone else.
    <Form method="post" action="/sign-out" reloadDocument className="mt-4" onSubmit={forgetTextDrafts}>
      <Button type="submit" variant="outline" className="w-full">
        Sign Out
      </Button>
    </Form>
  );
}
