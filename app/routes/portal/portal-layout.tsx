import { Info } from "~/components/ui/icons";
import { useEffect } from "react";
import { isRouteErrorResponse, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { PortalNav } from "~/components/portal/portal-nav";
import { registerPortalServiceWorker } from "~/components/portal/push-toggle";
import { useLiveUpdates } from "~/components/portal/use-live-updates";
import { getAccounts, guardPortal, portalViewer } from "~/modules/accounts/index.server";
import { portalUnread } from "~/modules/live/index.server";
import { useFocusPageHeading } from "~/components/layout/use-focus-page-heading";
import { PAGE_CONTENT_ID } from "~/components/layout/page-content";
import { ErrorPageContent } from "~/components/layout/error-page-content";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/portal-layout";
import { DatabaseUnavailable, isDatabaseUnavailableError } from "~/components/layout/database-unavailable";

/**
 * The pro portal's shell (/provider/*), a hydrated React app (docs/decisions/012).
 * The guard runs as middleware, so it covers every loader and action below:
 * anonymous people go to login, homeowners and operators to their own page,
 * and in demo mode every POST is refused with a 403 (demo is read-only).
 */
/** "Skip to content" passes the side navigation. */
export const handle: PageHandle = { skipTo: PAGE_CONTENT_ID };

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    await guardPortal(await getAccounts(), request, context);
    return next();
  },
];

/** The portal installs as an app (public/provider.webmanifest); public pages have no manifest and no service worker. */
export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: "/provider.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/portal-192.png" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  const portal = portalViewer(context);
  const { newLeads, unreadMessages } = await portalUnread(accounts.db, portal.provider.id);
  return { demo: portal.mode === "demo", businessName: portal.provider.businessName, unread: newLeads + unreadMessages, unreadMessages };
}

/** The unread count in the navigation follows every move between portal pages (reading a thread lowers it). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}

export default function PortalLayout({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    void registerPortalServiceWorker();
  }, []);
  useLiveUpdates(loaderData.unread);
  useFocusPageHeading(PAGE_CONTENT_ID);
  return (
    <div className="mx-auto w-full max-w-page px-4 py-6">
      {loaderData.demo ? <DemoBanner /> : null}
      {/* One column on a phone that never grows past the screen for a long e-mail or business name in the menu row. */}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[14rem_1fr]">
        <aside>
          <PortalNav businessName={loaderData.businessName} demo={loaderData.demo} unreadMessages={loaderData.unreadMessages} />
        </aside>
        <div id={PAGE_CONTENT_ID} className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

function DemoBanner() {
  return (
    <p role="note" className="mb-6 flex items-start gap-2 rounded-card border border-accent bg-accent-soft p-4 text-ink">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <span>
        <strong>Demo mode:</strong> you are looking at a demo business. Changes are not saved.{" "}
        <Link to="/provider/register" reloadDocument className="font-semibold text-primary underline underline-offset-4">
          Sign up
        </Link>{" "}
        to get real leads.
      </span>
    </p>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return (
    <ErrorPageContent>
      <LayoutError {...props} />
    </ErrorPageContent>
  );
}

function LayoutError({ error }: Route.ErrorBoundaryProps) {
  // A navigation or form whose data request met a database outage (503): a friendly "try again", not a crash.
  if (isDatabaseUnavailableError(error)) return <DatabaseUnavailable />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 403 && isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : status === 404
        ? "This page of the portal does not exist."
        : "Something went wrong on our side. Please try again.";
  const heading = status === 403 ? "Not saved" : status === 404 ? "Page not found" : "Something went wrong";
  return (
    <div className="mx-auto max-w-page px-4 py-16 text-center">
      {/* The routes' meta is not asked for below the error, so the page names itself (as root.tsx's boundary does). */}
      <title>{`${heading} | ${BRAND.name}`}</title>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p role="alert" className="mt-3 text-muted">
        {message}
      </p>
      <Link to="/provider/dashboard" reloadDocument className="mt-6 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
        Back to the dashboard
      </Link>
    </div>
  );
}
