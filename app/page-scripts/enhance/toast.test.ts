// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { TOAST_DEFAULT_DURATION, TOAST_LIMIT } from "~/lib/toast";
import { showPageToasts, showToast } from "./toast";

let viewport: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<ol data-toast-viewport aria-live="assertive"></ol>';
  viewport = document.querySelector("ol")!;
});
afterEach(() => vi.useRealTimers());

it("shows the newest toast first, as text, and keeps at most the limit", () => {
  for (let n = 1; n <= TOAST_LIMIT + 2; n++) showToast(viewport, { title: `Toast <${n}>` });
  expect(viewport.children).toHaveLength(TOAST_LIMIT);
  expect(viewport.firstElementChild!.textContent).toBe(`Toast <${TOAST_LIMIT + 2}>`);
  expect(viewport.querySelector("b, i, script")).toBeNull();
});

it("closes by itself after its duration, or with its Close button", () => {
  showToast(viewport, { title: "Saved" });
  vi.advanceTimersByTime(TOAST_DEFAULT_DURATION - 1);
  expect(viewport.children).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(viewport.children).toHaveLength(0);

  const toast = showToast(viewport, { title: "Oops", variant: "destructive", duration: 60_000 });
  expect(toast.className).toContain("bg-danger-soft");
  toast.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
  expect(viewport.children).toHaveLength(0);
});

it("shows the description under the title, as text", () => {
  const toast = showToast(viewport, { title: "Saved", description: "We'll <b>call</b> you." });
  const lines = [...toast.querySelectorAll("p")].map((line) => line.textContent);
  expect(lines).toEqual(["Saved", "We'll <b>call</b> you."]);
  expect(toast.querySelector("b")).toBeNull();
  expect(showToast(viewport, { title: "Only a title" }).querySelectorAll("p")).toHaveLength(1);
});

it("shows the toasts the page arrived with, in order (newest on top), and ignores broken data", () => {
  const source = document.createElement("div");
  source.dataset.pageToasts = JSON.stringify([{ title: "Submitted", description: "We'll connect you." }, { title: "Results found" }]);
  showPageToasts(source, viewport);
  expect([...viewport.children].map((toast) => toast.querySelector("p")!.textContent)).toEqual(["Results found", "Submitted"]);

  source.dataset.pageToasts = "{not json";
  showPageToasts(source, viewport);
  showPageToasts(null, viewport);
  expect(viewport.children).toHaveLength(2);
});
