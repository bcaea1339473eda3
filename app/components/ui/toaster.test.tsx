// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "./toaster";
import { remove, toast, toastStore } from "./use-toast";

afterEach(() => {
  cleanup();
  act(() => remove());
});

describe("Toaster", () => {
  it("renders store toasts in a labelled region and closes them", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Message Sent", description: "A pro will reply soon." });
      toast({ title: "Sign in failed", description: "Wrong password", variant: "destructive" });
    });
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeTruthy();
    expect(screen.getByText("Message Sent")).toBeTruthy();
    const failed = screen.getByText("Sign in failed").closest("li")!;
    expect(failed.getAttribute("data-variant")).toBe("destructive");

    const closeButtons = screen.getAllByRole("button", { name: "Close" });
    expect(closeButtons).toHaveLength(2);
    act(() => fireEvent.click(closeButtons[0]!));
    expect(toastStore.getSnapshot().toasts.find((t) => t.title === "Sign in failed")?.open).toBe(false);
  });
});
