import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import "./app.css";
import { BRAND } from "./brand";
import { ErrorPage } from "./components/layout/error-page";
import { ForbiddenPage } from "./components/layout/forbidden-page";
import { NotFoundPage } from "./components/layout/not-found-page";
import { SiteFooter } from "./components/layout/site-footer";
import { isBlogPath, SiteHeader, type Viewer } from "./components/layout/site-header";
import { Toaster } from "./components/ui/toaster";
import { useNonce } from "./lib/nonce";
import { useSiteChrome } from "./lib/site-chrome";
import { getEnv } from "./config/env.server";
import { siteLinks } from "~/modules/catalog";
import type { PageCacheOption } from "./lib/page-cache-policy";
import type { ReadyPartsName } from "./lib/ready-parts";
import { getAccounts, headerViewer, withRefreshedSessionCookies } from "~/modules/accounts/index.server";
import { pageScriptUrl, type PageScriptName } from "./lib/page-scripts";
import { DatabaseUnavailable, isDatabaseUnavailableError } from "./components/layout/database-unavailable";

/**
 * A route whose page needs no React in the browser (its links, forms and
 * disclosures are plain HTML) exports `handle = { hydrate: false }`: the page
 * then ships no JavaScript at all (docs/decisions/011). If a few parts need a
 * script (a combobox, tabs), it names one of app/page-scripts, which then
 * loads alone (docs/decisions/012).
 */
export type PageHandle = ({ hydrate?: true } | { hydrate: false; script?: PageScriptName }) & {
  /** The page is the same for every visitor and may be kept by the page cache (docs/decisions/016). */
  cache?: PageCacheOption;
  /** Parts of the page the server renders once (docs/decisions/029). */
  readyParts?: ReadyPartsName;
  /**
   * The id "Skip to content" leads to, when the page's own content is not the start of <main>: the portal's and
   * the console's pages start with their side navigation.
   */
  skipTo?: string;
};

/** Every answer carries the session cookie a lookup below refreshed (accounts/session-refresh.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [({ request }, next) => withRefreshedSessionCookies(request, next)];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Only a request with a session cookie reads the database (the page cache serves the others),
  // and not again when the portal's or console's guard has already looked the person up.
  const viewer: Viewer = await headerViewer(await getAccounts(), request, context);
  return {
    origin: getEnv().PUBLIC_URL,
    links: siteLinks(),
    year: new Date().getFullYear(),
    viewer,
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const chrome = useSiteChrome();
  const { pathname } = useLocation();
  const data = useRouteLoaderData<typeof loader>("root");
  const staticHandle = useMatches()
    .map((match) => match.handle as PageHandle | undefined)
    .find((handle) => handle?.hydrate === false);
  const hydrate = staticHandle === undefined;
  const skipTo = useMatches()
    .map((match) => (match.handle as PageHandle | undefined)?.skipTo)
    .findLast((id) => id !== undefined);
  const script = staticHandle?.hydrate === false ? staticHandle.script : undefined;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-surface text-ink">
        <a
          href={`#${skipTo ?? "main"}`}
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-control focus:bg-primary focus:px-4 focus:py-2 focus:text-on-primary"
        >
          Skip to content
        </a>
        <SiteHeader viewer={data?.viewer ?? null} inBlog={isBlogPath(pathname)} contentHtml={chrome?.header} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter links={data?.links} year={data?.year ?? new Date().getFullYear()} contentHtml={chrome?.footer} />
        {hydrate ? (
          <>
            <Toaster />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : script ? (
          <script type="module" src={pageScriptUrl(script)} nonce={nonce || undefined} />
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has hydrated it, as page scripts mark theirs (tests/e2e/fixtures.ts waits for
  // it): a click on a page loaded whole lands before hydration and is undone by it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A navigation or form whose data request met a database outage (503): a friendly "try again", not a crash.
  if (isDatabaseUnavailableError(error)) return <DatabaseUnavailable />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <>
        <title>{`Not allowed | ${BRAND.name}`}</title>
        <ForbiddenPage message={typeof error.data === "string" ? error.data : ""} />
      </>
    );
  }
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <>
      <title>{`Something went wrong | ${BRAND.name}`}</title>
      <ErrorPage details={details} />
    </>
  );
}
