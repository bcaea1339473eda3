// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LeadThread } from "./lead-thread";

afterEach(cleanup);

const ACCEPT_HINT = /Accept this lead to write to the homeowner/;

function thread(props: { canWrite: boolean; canAccept: boolean }) {
  const element = <LeadThread messages={[]} demo={false} maxLength={2000} homeownerName="Dana" {...props} />;
  render(<RouterProvider router={createMemoryRouter([{ path: "*", element }], { initialEntries: ["/provider/leads/x"] })} />);
}

describe("a lead's messages before the pro may write", () => {
  it("tells a pro with an offer to accept it, and says nothing of accepting when the offer expired or was refunded", () => {
    thread({ canWrite: false, canAccept: true });
    expect(screen.getByText(ACCEPT_HINT)).toBeTruthy();
    cleanup();

    thread({ canWrite: false, canAccept: false });
    expect(screen.queryByText(ACCEPT_HINT)).toBeNull();
    expect(screen.getByText("No messages yet.")).toBeTruthy();
    cleanup();

    thread({ canWrite: true, canAccept: false });
    expect(screen.getByRole("button", { name: "Send Message" })).toBeTruthy();
    expect(screen.queryByText(ACCEPT_HINT)).toBeNull();
  });
});
