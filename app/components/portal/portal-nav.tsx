import { ChartColumn, CreditCard, Inbox, Settings, Store } from "lucide-react";
import { Form, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

export const PORTAL_LINKS = [
  { to: "/provider/dashboard", label: "Dashboard", icon: ChartColumn },
  { to: "/provider/leads", label: "Leads", icon: Inbox },
  { to: "/provider/credits", label: "Credits", icon: CreditCard },
  { to: "/provider/directory", label: "Directory", icon: Store },
  { to: "/provider/settings", label: "Settings", icon: Settings },
] as const;

/** The portal's side navigation (seed spec §2): client-side links, and sign out or leave demo. */
export function PortalNav({ businessName, demo }: { businessName: string; demo: boolean }) {
  return (
    <nav aria-label="Portal" className="flex flex-col gap-1">
      <p className="px-3 pb-2 text-sm font-semibold text-muted">{businessName}</p>
      {PORTAL_LINKS.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cn(
              "flex min-h-11 items-center gap-3 rounded-control px-3 font-medium",
              isActive ? "bg-primary-soft text-primary-hover" : "text-ink hover:bg-canvas hover:text-primary",
            )
          }
        >
          <Icon aria-hidden="true" className="size-5" />
          {label}
        </NavLink>
      ))}
      {demo ? (
        // A document post: leaving demo is the one post demo mode allows, and it lives outside the portal.
        <Form method="post" action="/provider/demo" reloadDocument className="mt-4">
          <input type="hidden" name="intent" value="exit" />
          <Button type="submit" variant="outline" className="w-full">
            Leave Demo
          </Button>
        </Form>
      ) : (
        <Form method="post" action="/sign-out" reloadDocument className="mt-4">
          <Button type="submit" variant="outline" className="w-full">
            Sign Out
          </Button>
        </Form>
      )}
    </nav>
  );
}
