import { Menu } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { Logo } from "./logo";

export type Viewer = { displayName: string; dashboardPath: string } | null;

// Each label on one line: a long name beside them must not fold "My Account" in two.
const linkClass =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-control px-3 font-medium text-ink hover:bg-canvas hover:text-primary";
const primaryButtonClass =
  "inline-flex min-h-11 items-center justify-center whitespace-nowrap rounded-control bg-primary px-4 font-semibold text-on-primary hover:bg-primary-hover";
const outlineButtonClass =
  "inline-flex min-h-11 items-center justify-center whitespace-nowrap rounded-control border border-line px-4 font-semibold text-ink hover:border-primary hover:text-primary";

const MOBILE_MENU_ID = "mobile-menu";
const HEADER_CLASS = "sticky top-0 z-40 border-b border-line-soft bg-surface/95 backdrop-blur";

export type SiteHeaderProps = {
  viewer: Viewer;
  /** The page is part of Home Advice (/blog and its posts): its link is marked current. */
  inBlog: boolean;
  /** The header's content as ready markup (site-chrome.server.tsx), for pages that ship no React. */
  contentHtml?: string;
};

/**
 * The site header. Below 768 px the links move into a menu that
 * mirrors them and closes when one is chosen. Every link loads the document:
 * in the hydrated portal a client-side render of a public page would come
 * without its page script (docs/decisions/012). The menu is a native popover:
 * it opens and closes without JavaScript (pages that ship none), closes on
 * Escape, and, after client-side navigation, on a chosen link. Open, it is a
 * sheet over the whole page below the header, whose covered parts leave the
 * Tab order (app/app.css).
 */
export function SiteHeader({ viewer, inBlog, contentHtml }: SiteHeaderProps) {
  if (contentHtml !== undefined) return <header className={HEADER_CLASS} dangerouslySetInnerHTML={{ __html: contentHtml }} />;
  return (
    <header className={HEADER_CLASS}>
      <SiteHeaderContent viewer={viewer} inBlog={inBlog} />
    </header>
  );
}

/**
 * What the header holds. Every link loads a document, so the current section
 * is known from the page's path alone (no client-side active state to track).
 */
export function SiteHeaderContent({ viewer, inBlog }: Omit<SiteHeaderProps, "contentHtml">) {
  const close = () => document.getElementById(MOBILE_MENU_ID)?.hidePopover();
  const dashboardPath = viewer ? viewer.dashboardPath : "/login";

  const links = (onChoose?: () => void) => (
    <>
      <Link
        to="/blog"
        reloadDocument
        className={inBlog ? `${linkClass} active` : linkClass}
        aria-current={inBlog ? "page" : undefined}
        onClick={onChoose}
      >
        Home Advice
      </Link>
      <Link to={dashboardPath} reloadDocument className={outlineButtonClass} onClick={onChoose}>
        Dashboard
      </Link>
      {viewer ? (
        <>
          {/* A long name is cut short (in full on hover), and left out where the row is tightest (768 to 1023 px). */}
          <span className="block min-h-11 max-w-48 truncate px-3 leading-11 text-muted md:max-lg:hidden" title={`Hello, ${viewer.displayName}`}>
            Hello, {viewer.displayName}
          </span>
          <Link to={viewer.dashboardPath} reloadDocument className={primaryButtonClass} onClick={onChoose}>
            My Account
          </Link>
        </>
      ) : (
        <>
          <Link to="/login" reloadDocument className={linkClass} onClick={onChoose}>
            Login
          </Link>
          <Link to="/register" reloadDocument className={primaryButtonClass} onClick={onChoose}>
            Sign Up
          </Link>
        </>
      )}
    </>
  );

  return (
    <>
      <div className="mx-auto flex h-16 max-w-page items-center justify-between gap-4 px-4">
        <Link to="/" reloadDocument aria-label="Buckeye Pros home" className="rounded-control">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-2 md:flex">
          {links()}
        </nav>
        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          className="inline-flex size-11 items-center justify-center rounded-control border border-line md:hidden"
          aria-label="Menu"
        >
          <Menu aria-hidden="true" />
        </button>
      </div>
      <nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label="Mobile"
        className="inset-x-0 top-16 bottom-0 m-0 h-auto max-h-none w-full max-w-none flex-col gap-2 overflow-y-auto border-0 border-t border-line-soft bg-surface px-4 py-4 open:flex md:hidden"
      >
        {links(close)}
      </nav>
    </>
  );
}

/** Whether `pathname` is a Home Advice page. */
export function isBlogPath(pathname: string): boolean {
  return pathname === "/blog" || pathname.startsWith("/blog/");
}
