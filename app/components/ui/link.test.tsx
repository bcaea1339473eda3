import { renderToStaticMarkup } from "react-dom/server";
import { Link as RouterLink, MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { MarkupOnceProvider } from "~/lib/markup-once";
import { markupOnce } from "~/lib/markup-once.server";
import { Link } from "./link";

/** Both links rendered inside a router at a nested route, where relative paths would resolve differently. */
function renderBoth(props: Parameters<typeof RouterLink>[0]) {
  const at = (element: React.ReactNode) =>
    renderToStaticMarkup(
      <MemoryRouter initialEntries={["/services/hvac/columbus"]}>
        <Routes>
          <Route path="/services/:service/:place" element={element} />
        </Routes>
      </MemoryRouter>,
    );
  const whole = (element: React.ReactNode) => <MarkupOnceProvider value={markupOnce}>{element}</MarkupOnceProvider>;
  return [at(<RouterLink {...props} />), at(whole(<Link {...props} />)), at(<Link {...props} />)];
}

describe("the app's Link", () => {
  const cases: Parameters<typeof RouterLink>[0][] = [
    { to: "/services/hvac", children: "HVAC" },
    { to: "/", className: "rounded-control", "aria-label": "Home", children: "Home" },
    { to: "/service-request?service=hvac&location=Dayton&zip=45402#form", children: "Quotes" },
    { to: "/locations", reloadDocument: true, className: "x", onClick: () => {}, children: "All" },
    { to: "/blog", target: "_blank", rel: "noopener", children: "Blog" },
    { to: "/a/b/", replace: true, state: { from: 1 }, preventScrollReset: true, children: "slash" },
    // Left to the router's Link:
    { to: "furnace-repair", children: "relative" },
    { to: "../columbus", children: "up" },
    { to: "/services/./hvac/../plumbing", children: "dots" },
    { to: { pathname: "/services", search: "?q=1" }, children: "object" },
    { to: "/services?", children: "empty search" },
    { to: "/services", relative: "path", children: "relative option" },
    { to: "/services", discover: "none", children: "no discover" },
    { to: "https://example.com/x", children: "external" },
    { to: "//example.com/x", children: "protocol-relative" },
  ];

  it.each(cases)("writes the same <a> as React Router for %o, rendered whole or not", (props) => {
    const [router, whole, routed] = renderBoth(props);
    expect(whole).toBe(router);
    expect(routed).toBe(router);
    expect(whole).toContain("<a ");
  });

  it("writes a plain path's <a> itself where the page is rendered whole (outside a router, the router's Link could not)", () => {
    const html = renderToStaticMarkup(
      <MarkupOnceProvider value={markupOnce}>
        <Link to="/services/hvac" className="x">
          HVAC
        </Link>
      </MarkupOnceProvider>,
    );
    expect(html).toBe('<a class="x" href="/services/hvac" data-discover="true">HVAC</a>');
  });
});
