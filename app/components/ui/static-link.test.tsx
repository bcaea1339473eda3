import { renderToStaticMarkup } from "react-dom/server";
import { Link as RouterLink, MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { Link as StaticLink } from "./static-link";

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
  return [at(<RouterLink {...props} />), at(<StaticLink {...props} />)];
}

describe("the server's Link", () => {
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

  it.each(cases)("writes the same <a> as React Router for %o", (props) => {
    const [router, fast] = renderBoth(props);
    expect(fast).toBe(router);
    expect(fast).toContain("<a ");
  });
});
