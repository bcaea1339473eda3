// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AdminSidebar } from "~/components/admin/admin-sidebar";
import { ADMIN_LINKS } from "~/components/admin/admin-nav";
import { PORTAL_LINKS, PortalNav } from "~/components/portal/portal-nav";

afterEach(cleanup);

function at(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe("the side navigation of the portal and the console", () => {
  it("lists the portal's links, marks the current page, and signs out (or leaves demo)", () => {
    at("/provider/leads/123", <PortalNav businessName="Acme Heating" demo={false} />);
    const nav = screen.getByRole("navigation", { name: "Portal" });
    expect(within(nav).getByText("Acme Heating")).toBeTruthy();
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(PORTAL_LINKS.map((link) => link.to));
    expect(within(nav).getAllByRole("listitem")).toHaveLength(PORTAL_LINKS.length);
    expect(within(nav).getByRole("link", { name: "Leads" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Credits" }).getAttribute("aria-current")).toBeNull();
    expect(within(nav).getByRole("button", { name: "Sign Out" }).closest("form")!.getAttribute("action")).toBe("/sign-out");
    cleanup();

    at("/provider/dashboard", <PortalNav businessName="Demo Co" demo />);
    const demo = screen.getByRole("navigation", { name: "Portal" });
    expect(within(demo).getByRole("button", { name: "Leave Demo" }).closest("form")!.getAttribute("action")).toBe("/provider/demo");
    expect(within(demo).queryByRole("button", { name: "Sign Out" })).toBeNull();
  });

  it("marks the console's overview only on its own page, and wraps its longer list on phones", () => {
    at("/admin/vetting", <AdminSidebar email="ops@example.com" />);
    const nav = screen.getByRole("navigation", { name: "Console" });
    expect(within(nav).getAllByRole("link")).toHaveLength(ADMIN_LINKS.length);
    expect(within(nav).getByRole("link", { name: "Vetting" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBeNull();
    expect(within(nav).getByRole("list").className).toContain("flex-wrap");
    cleanup();

    at("/admin", <AdminSidebar email="ops@example.com" />);
    expect(screen.getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBe("page");
  });
});
