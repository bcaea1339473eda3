// @vitest-environment happy-dom
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { ChoiceStep } from "~/components/questionnaire/choice-step";
import { TIMING_OPTIONS } from "~/modules/catalog/questionnaire-options";
import ServiceDetails from "~/routes/questionnaire/service-details";
import { nextButton } from "./next-button";
import { enhanceRequiredAnswer } from "./required-answer";

const form = () => document.querySelector("form")!;
const button = () => document.querySelector<HTMLButtonElement>("button[data-next]")!;
const hint = () => document.querySelector<HTMLElement>("#next-hint")!;
const radio = (label: string) =>
  Array.from(document.querySelectorAll("label")).find((element) => element.textContent === label)!.querySelector("input")!;

/** Enhances the rendered step as the page script does, from the form's data-require-any. */
function enhance() {
  enhanceRequiredAnswer(form(), nextButton(form()), form().dataset.requireAny!.split(" "));
}

function choose(label: string) {
  radio(label).checked = true;
  radio(label).dispatchEvent(new Event("change", { bubbles: true }));
}

function renderTiming(selected: string | null) {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(ChoiceStep, {
      title: "When do you need this done?",
      name: "urgency",
      choices: TIMING_OPTIONS,
      selected,
      recentCategory: "HVAC",
      hint: "Choose when you need the work done to continue.",
    }),
  );
}

it("a choice step: Next is disabled, with its hint, until a choice is made", () => {
  renderTiming(null);
  enhance();
  expect(button().disabled).toBe(true);
  expect(hint().hidden).toBe(false);
  expect(hint().textContent).toBe("Choose when you need the work done to continue.");
  choose("Within 2 weeks");
  expect(button().disabled).toBe(false);
  expect(hint().hidden).toBe(true);
});

it("a choice step coming back with its answer starts enabled", () => {
  renderTiming("soon");
  enhance();
  expect(button().disabled).toBe(false);
});

it("service details: a choice or some text (not only spaces) enables Next", () => {
  const props = {
    loaderData: {
      category: "cleaning",
      serviceName: "Cleaning",
      choices: [
        { value: "deep", label: "One-time deep cleaning" },
        { value: "regular", label: "Regular cleaning" },
      ],
      selected: null,
      query: "",
      queryMaxLength: 500,
    },
    actionData: undefined,
  } as unknown as ComponentProps<typeof ServiceDetails>;
  document.body.innerHTML = renderToStaticMarkup(createElement(ServiceDetails, props));
  enhance();
  expect(button().disabled).toBe(true);
  expect(hint().textContent).toBe("Choose a service type or describe your project.");

  const text = document.querySelector("textarea")!;
  text.value = "Windows on three floors";
  text.dispatchEvent(new Event("input", { bubbles: true }));
  expect(button().disabled).toBe(false);
  text.value = "   ";
  text.dispatchEvent(new Event("input", { bubbles: true }));
  expect(button().disabled).toBe(true);
  choose("One-time deep cleaning");
  expect(button().disabled).toBe(false);
});

it("after a rejected post the server's message says what is missing, so there is no second hint", () => {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(ChoiceStep, {
      title: "When do you need this done?",
      name: "urgency",
      choices: TIMING_OPTIONS,
      recentCategory: "HVAC",
      error: "Choose when you need the work done to continue.",
      hint: "Choose when you need the work done to continue.",
    }),
  );
  enhance();
  expect(button().disabled).toBe(true);
  expect(document.querySelector("#next-hint")).toBeNull();
  expect(button().hasAttribute("aria-describedby")).toBe(false);
  expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
  // The first answer has the focus when the page loads.
  expect(radio("Urgent 1-2 days").autofocus).toBe(true);
});
