// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
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

/** The navigation holds two copies of its links: the phone menu (a <details>) and the sidebar from md up. */
function copies(nav: HTMLElement) {
  const menu = nav.querySelector("details");
  const sidebar = nav.querySelector(":scope > div");
  if (!(menu instanceof HTMLElement) || !(sidebar instanceof HTMLElement)) throw new Error("the navigation lacks its phone menu or sidebar");
  return { menu, sidebar };
}

describe("the side navigation of the portal and the console", () => {
  it("lists the portal's links, marks the current page, and signs out (or leaves demo), in the menu and the sidebar alike", () => {
    at("/provider/leads/123", <PortalNav businessName="Acme Heating" demo={false} />);
    const nav = screen.getByRole("navigation", { name: "Portal" });
    for (const copy of Object.values(copies(nav))) {
      expect(within(copy).getByText("Acme Heating")).toBeTruthy();
      const links = within(copy).getAllByRole("link");
      expect(links.map((link) => link.getAttribute("href"))).toEqual(PORTAL_LINKS.map((link) => link.to));
      expect(within(copy).getAllByRole("listitem")).toHaveLength(PORTAL_LINKS.length);
      expect(within(copy).getByRole("link", { name: "Leads" }).getAttribute("aria-current")).toBe("page");
      expect(within(copy).getByRole("link", { name: "Credits" }).getAttribute("aria-current")).toBeNull();
      expect(within(copy).getByRole("button", { name: "Sign Out" }).closest("form")!.getAttribute("action")).toBe("/sign-out");
    }
    expect(within(copies(nav).menu).getByText("Portal menu")).toBeTruthy();
    cleanup();

    at("/provider/dashboard", <PortalNav businessName="Demo Co" demo />);
    const demo = copies(screen.getByRole("navigation", { name: "Portal" })).sidebar;
    expect(within(demo).getByRole("button", { name: "Leave Demo" }).closest("form")!.getAttribute("action")).toBe("/provider/demo");
    expect(within(demo).queryByRole("button", { name: "Sign Out" })).toBeNull();
  });

  it("marks the console's overview only on its own page", () => {
    at("/admin/vetting", <AdminSidebar email="ops@example.com" />);
    const { menu, sidebar } = copies(screen.getByRole("navigation", { name: "Console" }));
    expect(within(sidebar).getAllByRole("link")).toHaveLength(ADMIN_LINKS.length);
    expect(within(menu).getAllByRole("link")).toHaveLength(ADMIN_LINKS.length);
    expect(within(sidebar).getByRole("link", { name: "Vetting" }).getAttribute("aria-current")).toBe("page");
    expect(within(sidebar).getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBeNull();
    cleanup();

    at("/admin", <AdminSidebar email="ops@example.com" />);
    const sidebar2 = copies(screen.getByRole("navigation", { name: "Console" })).sidebar;
    expect(within(sidebar2).getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBe("page");
  });

  it("closes the phone menu on Escape and gives the focus back to its row", () => {
    at("/provider/leads", <PortalNav businessName="Acme Heating" demo={false} />);
    const { menu } = copies(screen.getByRole("navigation", { name: "Portal" }));
    menu.setAttribute("open", "");
    fireEvent.keyDown(within(menu).getByRole("link", { name: "Leads" }), { key: "Escape" });
    expect(menu.hasAttribute("open")).toBe(false);
    expect(document.activeElement).toBe(menu.querySelector("summary"));
  });
});
