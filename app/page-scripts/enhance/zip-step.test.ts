// @vitest-environment happy-dom
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { ZIP_MESSAGES } from "~/modules/catalog/zip";
import ZipStep from "~/routes/questionnaire/zip-step";
import { enhanceStepSubmit, nextButton, type NextButton } from "./next-button";
import { enhanceZipStep, ZIP_NEXT_DELAY_MS } from "./zip-step";
import { pageTransition } from "../../../tests/support/page-transition";

let posted: number;
let next: NextButton;
const form = () => document.querySelector("form")!;
const zip = () => document.querySelector<HTMLInputElement>("input[name=zip]")!;
const alert = () => document.querySelector<HTMLElement>('[role="alert"]')!;

function render(actionData?: { message: string; zip: string }) {
  const props = {
    loaderData: { serviceSlug: "hvac", serviceName: "HVAC", zip: "" },
    actionData,
  } as unknown as ComponentProps<typeof ZipStep>;
  document.body.innerHTML = renderToStaticMarkup(createElement(ZipStep, props));
  posted = 0;
  next = nextButton(form());
  // In the page script's order: the ZIP step first, then the generic loading state.
  enhanceZipStep(form(), next, { submit: () => posted++ });
  enhanceStepSubmit(form(), next);
}

function submitWith(value: string) {
  zip().value = value;
  zip().dispatchEvent(new Event("input", { bubbles: true }));
  const event = new Event("submit", { bubbles: true, cancelable: true });
  form().dispatchEvent(event);
  return event;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("a ZIP outside Ohio: the original app's message under the box, which is marked and focused; nothing posts", () => {
  render();
  expect(alert().hidden).toBe(true);
  expect(submitWith("46001").defaultPrevented).toBe(true);
  expect(alert().hidden).toBe(false);
  expect(alert().textContent).toBe(ZIP_MESSAGES.notOhio);
  expect(zip().getAttribute("aria-invalid")).toBe("true");
  expect(zip().getAttribute("aria-describedby")).toBe("zip-error");
  expect(document.activeElement).toBe(zip());
  expect(next.busy).toBe(false);
  vi.advanceTimersByTime(ZIP_NEXT_DELAY_MS * 2);
  expect(posted).toBe(0);

  submitWith("4321");
  expect(alert().textContent).toBe(ZIP_MESSAGES.invalidFormat);
});

it("editing the ZIP clears the message, the server's too", () => {
  render({ message: ZIP_MESSAGES.notOhio, zip: "46001" });
  expect(alert().hidden).toBe(false);
  expect(zip().getAttribute("aria-invalid")).toBe("true");
  expect(zip().autofocus).toBe(true);
  zip().value = "4321";
  zip().dispatchEvent(new Event("input", { bubbles: true }));
  expect(alert().hidden).toBe(true);
  expect(zip().hasAttribute("aria-invalid")).toBe(false);
  expect(zip().hasAttribute("aria-describedby")).toBe(false);
});

it("a valid ZIP: Next shows its loading state for 800 ms, then the form posts once", () => {
  render();
  submitWith("43215-1234");
  expect(alert().hidden).toBe(true);
  expect(next.busy).toBe(true);
  expect(next.element.disabled).toBe(true);
  expect(next.element.getAttribute("aria-busy")).toBe("true");
  // A second press during the pause changes nothing.
  form().dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  vi.advanceTimersByTime(ZIP_NEXT_DELAY_MS - 1);
  expect(posted).toBe(0);
  vi.advanceTimersByTime(1);
  expect(posted).toBe(1);
  vi.advanceTimersByTime(ZIP_NEXT_DELAY_MS * 2);
  expect(posted).toBe(1);
});

it("leaving the page during the pause does not post", () => {
  render();
  submitWith("43215");
  window.dispatchEvent(pageTransition("pagehide", false));
  vi.advanceTimersByTime(ZIP_NEXT_DELAY_MS);
  expect(posted).toBe(0);
});
