// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, expect, it } from "vitest";
import { ChoiceStep } from "~/components/questionnaire/choice-step";
import { BUDGET_OPTIONS } from "~/modules/catalog/questionnaire-options";
import { enhanceStepSubmit, nextButton, type NextButton } from "./next-button";
import { pageTransition } from "../../../tests/support/page-transition";

const form = () => document.querySelector("form")!;
const button = () => document.querySelector<HTMLButtonElement>("button[data-next]")!;
const hint = () => document.querySelector<HTMLElement>("#next-hint")!;
/** What is shown (not hidden) inside Next. */
const shownText = () =>
  Array.from(button().childNodes)
    .filter((node) => !(node instanceof Element && node.hasAttribute("hidden")))
    .map((node) => node.textContent)
    .join("");
const spinner = () => button().querySelector("[data-busy-only]")!;

function submit() {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  form().dispatchEvent(event);
  return event;
}

let next: NextButton;

beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(ChoiceStep, {
      title: "What's your budget for this project?",
      name: "budget",
      choices: BUDGET_OPTIONS,
      recentCategory: "HVAC",
      hint: "Choose a budget range to continue.",
    }),
  );
  next = nextButton(form());
});

it("the server renders Next enabled, with its loading parts and the hint hidden", () => {
  expect(button().disabled).toBe(false);
  expect(shownText()).toBe("Next");
  expect(spinner().hasAttribute("hidden")).toBe(true);
  expect(hint().hidden).toBe(true);
  const previous = document.querySelector<HTMLButtonElement>("button[data-previous]")!;
  expect([previous.type, previous.name, previous.value, previous.formNoValidate]).toEqual(["submit", "intent", "previous", true]);
});

it("Enter's copy of Next comes first in the form and is off whenever Next is", () => {
  const enterCopy = form().querySelector<HTMLButtonElement>("button[type=submit]")!;
  expect(enterCopy.hasAttribute("data-default-submit")).toBe(true);
  next.setMissing(true);
  expect(enterCopy.disabled).toBe(true);
  next.setMissing(false);
  next.setBusy(true);
  expect(enterCopy.disabled).toBe(true);
  next.setBusy(false);
  expect(enterCopy.disabled).toBe(false);
});

it("Previous posts even without an answer, and Next does not show it as loading", () => {
  enhanceStepSubmit(form(), next);
  next.setMissing(true);
  const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: document.querySelector<HTMLElement>("button[data-previous]") });
  form().dispatchEvent(event);
  expect(event.defaultPrevented).toBe(false);
  expect(next.busy).toBe(false);
});

it("busy: disabled, aria-busy, the spinner and 'Loading' for screen readers instead of the arrow", () => {
  next.setBusy(true);
  expect(button().disabled).toBe(true);
  expect(button().getAttribute("aria-busy")).toBe("true");
  expect(button().hasAttribute("data-busy")).toBe(true);
  expect(spinner().hasAttribute("hidden")).toBe(false);
  expect(shownText()).toBe("LoadingNext");
  expect(button().querySelector("[data-idle-only]")!.hasAttribute("hidden")).toBe(true);

  next.setBusy(false);
  expect(button().disabled).toBe(false);
  expect(button().hasAttribute("aria-busy")).toBe(false);
  expect(shownText()).toBe("Next");
});

it("missing an answer: disabled and described by the visible hint", () => {
  next.setMissing(true);
  expect(button().disabled).toBe(true);
  expect(hint().hidden).toBe(false);
  expect(button().getAttribute("aria-describedby")).toBe("next-hint");
  next.setMissing(false);
  expect(button().disabled).toBe(false);
  expect(hint().hidden).toBe(true);
  expect(button().hasAttribute("aria-describedby")).toBe(false);
});

it("a submit shows the loading state; a second one is ignored", () => {
  enhanceStepSubmit(form(), next);
  expect(submit().defaultPrevented).toBe(false);
  expect(next.busy).toBe(true);
  expect(submit().defaultPrevented).toBe(true);
});

it("a submit another handler took over leaves the state to it", () => {
  form().addEventListener("submit", (event) => event.preventDefault());
  enhanceStepSubmit(form(), next);
  submit();
  expect(next.busy).toBe(false);
});

it("coming back from the browser's cache clears the loading state", () => {
  enhanceStepSubmit(form(), next);
  submit();
  window.dispatchEvent(pageTransition("pageshow", true));
  expect(next.busy).toBe(false);
  expect(button().disabled).toBe(false);
});
