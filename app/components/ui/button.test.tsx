// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

describe("Button", () => {
  it("is busy: spinner, aria-busy, aria-disabled, optional screen-reader text", () => {
    render(
      <Button busy busyLabel="Sending…" type="submit">
        Find Pros
      </Button>,
    );
    const button = screen.getByRole("button", { name: /Find Pros/ });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.querySelector("svg[aria-hidden='true']")).not.toBeNull();
    expect(button.textContent).toContain("Sending…");
  });

  // A disabled button loses the keyboard focus (docs/decisions/073): a busy one stays focusable and refuses presses.
  it("keeps the focus while busy, and a press while busy neither posts nor runs its click", () => {
    const posts: string[] = [];
    const clicks: string[] = [];
    function Saving({ busy, disabled }: { busy: boolean; disabled?: boolean }) {
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            posts.push("post");
          }}
        >
          <input aria-label="Name" defaultValue="Dana" />
          <Button type="submit" busy={busy} disabled={disabled} busyLabel="Saving…" onClick={() => clicks.push("click")}>
            Save
          </Button>
        </form>
      );
    }
    const { rerender } = render(<Saving busy={false} />);
    const button = screen.getByRole("button", { name: "Save" });
    button.focus();
    fireEvent.click(button);
    expect([posts.length, clicks.length]).toEqual([1, 1]);

    // Busy, even where the caller also disables it while another form of the page posts.
    for (const disabled of [false, true]) {
      rerender(<Saving busy disabled={disabled} />);
      expect(document.activeElement).toBe(button);
      expect((button as HTMLButtonElement).disabled).toBe(false);
      // Enter on the button, Space, and Enter in a field of the form (the browser clicks the default button) are clicks.
      fireEvent.click(button);
      expect([posts.length, clicks.length]).toEqual([1, 1]);
    }

    rerender(<Saving busy={false} />);
    expect(button.hasAttribute("aria-disabled")).toBe(false);
    fireEvent.click(button);
    expect([posts.length, clicks.length]).toEqual([2, 2]);
  });

  it("is disabled when disabled and not busy", () => {
    render(<Button disabled>Save</Button>);
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
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
