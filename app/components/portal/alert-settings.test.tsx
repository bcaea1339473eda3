// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { AlertSettingsView } from "~/modules/portal/index.server";
import { AlertSettings } from "./alert-settings";

afterEach(cleanup);

function view(textsAvailable: boolean): AlertSettingsView {
  return {
    push: { "new-lead": true, "new-message": true, "refund-decided": false },
    text: { "new-lead": true, "new-message": false, "refund-decided": true },
    quietHours: null,
    texts: { available: textsAvailable, wording: "", number: null },
  };
}

type Feedback = Parameters<typeof AlertSettings>[0]["feedback"];

function settings(textsAvailable: boolean, feedback: Feedback = null): HTMLFormElement {
  const element = <AlertSettings view={view(textsAvailable)} feedback={feedback} demo={false} busy={null} />;
  render(<RouterProvider router={createMemoryRouter([{ path: "*", element }], { initialEntries: ["/provider/settings"] })} />);
  return screen.getByRole("button", { name: "Save Alerts" }).closest("form")!;
}

describe("phone alerts", () => {
  it("shows no text boxes where texts are not set up, yet a save keeps the pro's text choices", () => {
    const form = settings(false);
    expect(screen.queryByRole("group", { name: "Text messages for" })).toBeNull();
    expect(screen.getByRole("group", { name: "Notifications on my devices for" })).toBeTruthy();
    const posted = new FormData(form);
    expect(["text:new-lead", "text:new-message", "text:refund-decided"].map((name) => posted.has(name))).toEqual([true, false, true]);
  });

  it("offers the text boxes where texts are set up", () => {
    settings(true);
    expect(screen.getByRole("group", { name: "Text messages for" })).toBeTruthy();
  });

  // The answer as alertSettingsAction gives it (alert-settings.server.integration.test.ts checks that side).
  it("says a refused texting number's reason once, under the field, and at the top that no code was sent", () => {
    const reason = "Numbers 555-0100 to 555-0199 are kept for examples and cannot get texts. Enter your own mobile number.";
    settings(true, { form: "texts", ok: false, message: "No code was sent. Check the number below.", errors: { phone: reason }, values: { phone: "614-555-0123" } });
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(screen.getByLabelText("Mobile number").getAttribute("aria-describedby")).toContain("text-phone-error");
    expect(document.getElementById("text-phone-error")!.textContent).toBe(reason);
    expect(screen.getByText("No code was sent. Check the number below.").getAttribute("role")).toBe("alert");
  });
});
