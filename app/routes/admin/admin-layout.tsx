import { isRouteErrorResponse, Outlet } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { AdminSidebar } from "~/components/admin/admin-sidebar";
import { ForbiddenPage } from "~/components/layout/forbidden-page";
import { getAccounts, guardConsole, signedInOperator } from "~/modules/accounts/index.server";
import { useFocusPageHeading } from "~/components/layout/use-focus-page-heading";
import { PAGE_CONTENT_ID } from "~/components/layout/page-content";
import { ErrorPageContent } from "~/components/layout/error-page-content";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/admin-layout";
import { DatabaseUnavailable, isDatabaseUnavailableError } from "~/components/layout/database-unavailable";

/**
 * The operations console's shell (/admin/*), a hydrated React app like the
 * portal (docs/decisions/012, 023). The guard runs as middleware, so it covers
 * every loader and action below: anonymous people go to login, everyone who
 * is not an operator gets 403.
 */
/** "Skip to content" passes the side navigation. */
export const handle: PageHandle = { skipTo: PAGE_CONTENT_ID };

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    await guardConsole(await getAccounts(), request, context);
    return next();
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = signedInOperator(context);
  return { email: admin.email };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useFocusPageHeading(PAGE_CONTENT_ID);
  return (
    <div className="mx-auto w-full max-w-page px-4 py-6">
      {/* One column on a phone that never grows past the screen for a long e-mail or business name in the menu row. */}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[14rem_1fr]">
        <aside>
          <AdminSidebar email={loaderData.email} />
        </aside>
        <div id={PAGE_CONTENT_ID} className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return (
    <ErrorPageContent>
      <LayoutError {...props} />
    </ErrorPageContent>
  );
}

/** 403s (not an operator) get the site's "Not allowed" page; 404 and errors stay inside the console's look. */
function LayoutError({ error }: Route.ErrorBoundaryProps) {
  // A navigation or form whose data request met a database outage (503): a friendly "try again", not a crash.
  if (isDatabaseUnavailableError(error)) return <DatabaseUnavailable />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403) {
    return (
      <>
        <title>{`Not allowed | ${BRAND.name}`}</title>
        <ForbiddenPage message={isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : ""} />
      </>
    );
  }
  const heading = status === 404 ? "Page not found" : "Something went wrong";
  return (
    <div className="mx-auto max-w-page px-4 py-16 text-center">
      {/* The routes' meta is not asked for below the error, so the page names itself (as root.tsx's boundary does). */}
      <title>{`${heading} | Operations | ${BRAND.name}`}</title>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p role="alert" className="mt-3 text-muted">
        {status === 404 ? "This page of the console does not exist." : "Something went wrong on our side. Please try again."}
      </p>
      <Link to="/admin" reloadDocument className="mt-6 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
        Back to the console
      </Link>
    </div>
  );
}
