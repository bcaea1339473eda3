// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PortalNav } from "./portal-nav";

afterEach(cleanup);

function at(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe("the portal navigation's unread messages", () => {
  it("shows the count beside Messages, named for screen readers, and nothing when all is read", () => {
    at("/provider/messages/abc", <PortalNav businessName="Acme Heating" demo={false} unreadMessages={3} />);
    const nav = screen.getByRole("navigation", { name: "Portal" });
    // The phone menu and the sidebar each list the links (app/components/layout/side-nav.tsx).
    const [messages] = within(nav).getAllByRole("link", { name: "Messages (3 unread)" });
    if (!messages) throw new Error("no Messages link");
    expect(messages.getAttribute("href")).toBe("/provider/messages");
    expect(messages.getAttribute("aria-current")).toBe("page");
    cleanup();

    at("/provider/leads", <PortalNav businessName="Acme Heating" demo={false} unreadMessages={0} />);
    for (const link of screen.getAllByRole("link", { name: "Messages" })) expect(link.textContent).toBe("Messages");
  });
});
