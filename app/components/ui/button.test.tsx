// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

describe("Button", () => {
  it("is busy: spinner, aria-busy, disabled, optional screen-reader text", () => {
    render(
      <Button busy busyLabel="Sending…" type="submit">
        Find Pros
      </Button>,
    );
    const button = screen.getByRole("button", { name: /Find Pros/ });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.querySelector("svg[aria-hidden='true']")).not.toBeNull();
    expect(button.textContent).toContain("Sending…");
  });

  it("is a normal enabled button otherwise, with a 44px size by default", () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(button.className).toContain("h-11");
    expect(button.querySelector("svg")).toBeNull();
  });

  it("asChild renders the child link with button styles", () => {
    render(
      <Button asChild variant="outline" busy>
        <a href="/services">All services</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "All services" });
    expect(link.getAttribute("href")).toBe("/services");
    expect(link.className).toContain("rounded-control");
    expect(link.getAttribute("aria-disabled")).toBe("true");
    expect(link.querySelector("svg")).not.toBeNull();
  });
});
