// @vitest-environment happy-dom
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, expect, it } from "vitest";
import ProjectDetails from "~/routes/questionnaire/project-details";
import { enhanceModEnterSubmit } from "./mod-enter-submit";

let submitters: (HTMLElement | null)[];
const textarea = () => document.querySelector("textarea")!;
const button = () => document.querySelector<HTMLButtonElement>("button[data-next]")!;

function press(init: KeyboardEventInit) {
  const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
  textarea().dispatchEvent(event);
  return event;
}

beforeEach(() => {
  const props = {
    loaderData: { step: "project-details", serviceName: "HVAC", details: "", street: "", city: "" },
  } as unknown as ComponentProps<typeof ProjectDetails>;
  document.body.innerHTML = renderToStaticMarkup(createElement(ProjectDetails, props));
  submitters = [];
  // Record the submits; happy-dom cannot navigate.
  document.querySelector("form")!.addEventListener("submit", (event) => {
    event.preventDefault();
    submitters.push(event.submitter);
  });
  enhanceModEnterSubmit(textarea());
});

it("Ctrl+Enter and Cmd+Enter submit the step as Next would", () => {
  expect(press({ key: "Enter", ctrlKey: true }).defaultPrevented).toBe(true);
  press({ key: "Enter", metaKey: true });
  expect(submitters).toEqual([button(), button()]);
});

it("Enter alone is a new line, and other keys do nothing", () => {
  expect(press({ key: "Enter" }).defaultPrevented).toBe(false);
  press({ key: "a", ctrlKey: true });
  expect(submitters).toEqual([]);
});

it("not while Next is disabled", () => {
  button().disabled = true;
  expect(press({ key: "Enter", ctrlKey: true }).defaultPrevented).toBe(true);
  expect(submitters).toEqual([]);
});
