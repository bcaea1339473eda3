import { Form, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ADMIN_LINKS } from "./admin-nav";

/** The console's side navigation: a row of links on phones, a column beside the page from md up. */
export function AdminSidebar({ email }: { email: string }) {
  return (
    <nav aria-label="Console" className="flex flex-col gap-1">
      <p className="px-3 pb-2 text-sm font-semibold break-all text-muted">{email}</p>
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {ADMIN_LINKS.map(({ to, label, icon: Icon, end }) => (
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
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <Form method="post" action="/sign-out" reloadDocument className="mt-4">
        <Button type="submit" variant="outline" className="w-full">
          Sign Out
        </Button>
      </Form>
    </nav>
  );
}
