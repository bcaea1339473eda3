import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { SiteChrome } from "~/lib/site-chrome";
import { siteLinks } from "~/modules/catalog";
import { SiteFooterContent } from "./site-footer";
import { SiteHeaderContent } from "./site-header";

const made = new Map<string, SiteChrome>();

/**
 * The header and footer a visitor who is not signed in sees, rendered once
 * per footer year and Home Advice state (app/lib/site-chrome.tsx). Rendered
 * outside any page render, in a router of its own: its links are plain paths
 * that resolve to themselves on every page.
 */
export function siteChrome({ year, inBlog }: { year: number; inBlog: boolean }): SiteChrome {
  const key = `${year} ${inBlog}`;
  let chrome = made.get(key);
  if (!chrome) {
    chrome = {
      header: renderToStaticMarkup(
        <MemoryRouter>
          <SiteHeaderContent viewer={null} inBlog={inBlog} />
        </MemoryRouter>,
      ),
      footer: renderToStaticMarkup(
        <MemoryRouter>
          <SiteFooterContent links={siteLinks()} year={year} />
        </MemoryRouter>,
      ),
    };
    made.set(key, chrome);
  }
  return chrome;
}
