import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { siteLinks } from "~/modules/catalog/site-links";
import { siteChrome } from "./site-chrome.server";
import { SiteFooter } from "./site-footer";
import { isBlogPath, SiteHeader } from "./site-header";

const inRouter = (element: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);

describe("the header and footer rendered once (site chrome)", () => {
  it.each([false, true])("is the markup the header renders for a visitor who is not signed in (in Home Advice: %s)", (inBlog) => {
    const chrome = siteChrome({ year: 2026, inBlog });
    expect(inRouter(<SiteHeader viewer={null} inBlog={inBlog} contentHtml={chrome.header} />)).toBe(
      inRouter(<SiteHeader viewer={null} inBlog={inBlog} />),
    );
    expect(chrome.header).toContain(">Sign Up</a>");
  });

  it("is the markup the footer renders, with the year asked for", () => {
    const chrome = siteChrome({ year: 2031, inBlog: false });
    expect(inRouter(<SiteFooter links={siteLinks()} year={2031} contentHtml={chrome.footer} />)).toBe(
      inRouter(<SiteFooter links={siteLinks()} year={2031} />),
    );
    expect(chrome.footer).toContain("© 2031");
    expect(siteChrome({ year: 2032, inBlog: false }).footer).toContain("© 2032");
  });

  it("marks Home Advice current on its pages only", () => {
    expect(siteChrome({ year: 2026, inBlog: true }).header).toContain('aria-current="page"');
    expect(siteChrome({ year: 2026, inBlog: false }).header).not.toContain("aria-current");
    expect([isBlogPath("/blog"), isBlogPath("/blog/fall-furnace-checklist"), isBlogPath("/blogger"), isBlogPath("/")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("renders each variant once", () => {
    expect(siteChrome({ year: 2026, inBlog: false })).toBe(siteChrome({ year: 2026, inBlog: false }));
  });
});
