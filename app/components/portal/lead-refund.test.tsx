// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RefundSection } from "./lead-refund";

afterEach(cleanup);

function section(props: Partial<ComponentProps<typeof RefundSection>>) {
  const element = <RefundSection refund={null} canAsk demo={false} max={1000} busy={false} refused={null} typed={undefined} {...props} />;
  render(<RouterProvider router={createMemoryRouter([{ path: "*", element }], { initialEntries: ["/provider/leads/x"] })} />);
}

describe("a lead's refund section", () => {
  it("says a refusal beside the form, with what was typed back in the box", () => {
    section({ refused: "Keep the reason under 1000 characters.", typed: "Wrong number" });
    expect(screen.getByRole("alert").textContent).toBe("Keep the reason under 1000 characters.");
    expect((screen.getByLabelText("Why should this lead be refunded?") as HTMLTextAreaElement).value).toBe("Wrong number");
  });

  it("says a refusal when the page that answers draws no form: a refund asked in another tab, or made meanwhile", () => {
    const asked = "You already asked for a refund of this lead; an operator will decide soon.";
    section({ refund: { status: "pending", reason: "Wrong number", decisionNote: null }, canAsk: false, refused: asked });
    expect(screen.queryByRole("button", { name: "Request Refund" })).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe(asked);
    cleanup();

    // Refunded without a request of this page (an operator, or a request from another tab already approved).
    const refunded = "This lead was already refunded: its credits are back in your balance.";
    section({ canAsk: false, refused: refunded });
    expect(screen.getByRole("alert").textContent).toBe(refunded);
    // What we refund without being asked is about asking; with no form it is not said.
    expect(screen.queryByText(/We refund a lead without being asked/)).toBeNull();
  });
});
