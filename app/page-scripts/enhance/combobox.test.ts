// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { HeroSearch } from "~/components/home/hero-search";
import { enhanceCombobox, filterOptions, type EnhancedCombobox } from "./combobox";

const OPTIONS = [
  { value: "hvac", label: "HVAC" },
  { value: "plumbing", label: "Plumbing" },
  { value: "landscaping", label: "Landscaping" },
  { value: "cleaning", label: "Cleaning" },
];

let combobox: EnhancedCombobox;
let input: HTMLInputElement;

function type(text: string) {
  input.value = text;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
function press(key: string) {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
  input.dispatchEvent(event);
  return event;
}
const visibleOptions = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[role="option"]'))
    .filter((item) => !item.hidden)
    .map((item) => item.textContent);
const popup = () => document.querySelector<HTMLElement>("[data-combobox-popup]")!;

beforeEach(() => {
  // The hero's real server markup, so the script and the component agree.
  document.body.innerHTML = renderToStaticMarkup(createElement(HeroSearch, { options: OPTIONS }));
  combobox = enhanceCombobox(document.querySelector<HTMLElement>("[data-combobox]")!);
  input = combobox.input;
});

describe("filterOptions", () => {
  it("matches labels case-insensitively anywhere in the text, and keeps all for blank text", () => {
    expect(filterOptions(OPTIONS, " ING ").map((option) => option.value)).toEqual(["plumbing", "landscaping", "cleaning"]);
    expect(filterOptions(OPTIONS, "  ")).toHaveLength(4);
    expect(filterOptions(OPTIONS, "roof")).toEqual([]);
  });
});

describe("enhanceCombobox", () => {
  it("turns the text box into a closed combobox", () => {
    expect(input.getAttribute("role")).toBe("combobox");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.hasAttribute("aria-controls")).toBe(false);
    expect(popup().hidden).toBe(true);
    expect(combobox.options).toEqual(OPTIONS);
  });

  it("typing opens the list filtered by the text, with the first match highlighted", () => {
    type("ing");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(input.getAttribute("aria-controls")).toBe("hero-service-options");
    expect(input.placeholder).toBe("Search for services...");
    expect(visibleOptions()).toEqual(["Plumbing", "Landscaping", "Cleaning"]);
    expect(input.getAttribute("aria-activedescendant")).toBe("hero-service-option-plumbing");
  });

  it("a status line says how many services the open list shows, or that none matches, and nothing once it closes", () => {
    const status = () => document.querySelector<HTMLElement>('[data-combobox-status][role="status"]')!.textContent;
    expect(status()).toBe("");
    type("ing");
    expect(status()).toBe("3 services available.");
    type("hv");
    expect(status()).toBe("1 service available.");
    type("roof");
    expect(status()).toBe("No service found.");
    press("Escape");
    expect(status()).toBe("");
  });

  it("arrow keys move the highlight and wrap; Enter chooses it and closes the list", () => {
    type("ing");
    press("ArrowUp");
    expect(input.getAttribute("aria-activedescendant")).toBe("hero-service-option-cleaning");
    press("ArrowDown");
    press("ArrowDown");
    expect(input.getAttribute("aria-activedescendant")).toBe("hero-service-option-landscaping");
    const enter = press("Enter");
    expect(enter.defaultPrevented).toBe(true);
    expect(input.value).toBe("Landscaping");
    expect(combobox.value).toBe("landscaping");
    expect(popup().hidden).toBe(true);
    expect(document.getElementById("hero-service-option-landscaping")!.hasAttribute("data-chosen")).toBe(true);
  });

  it("Enter with the list closed or empty is left to the form", () => {
    expect(press("Enter").defaultPrevented).toBe(false);
    type("zzz");
    expect(document.querySelector<HTMLElement>("[data-combobox-empty]")!.hidden).toBe(false);
    expect(visibleOptions()).toEqual([]);
    expect(press("Enter").defaultPrevented).toBe(false);
  });

  it("typing after a choice clears the chosen value", () => {
    type("hv");
    press("Enter");
    expect(combobox.value).toBe("hvac");
    type("HVAC repair");
    expect(combobox.value).toBe("");
  });

  it("a click on an option chooses it; Escape and blur close the list", () => {
    input.click();
    expect(visibleOptions()).toHaveLength(4);
    document.getElementById("hero-service-option-cleaning")!.click();
    expect(combobox.value).toBe("cleaning");
    expect(input.getAttribute("aria-expanded")).toBe("false");

    // With the chosen label in the box, reopening shows every option, not only itself.
    input.click();
    expect(visibleOptions()).toHaveLength(4);
    expect(press("Escape").defaultPrevented).toBe(true);
    expect(popup().hidden).toBe(true);
    input.click();
    input.dispatchEvent(new FocusEvent("blur"));
    expect(popup().hidden).toBe(true);
    expect(input.placeholder).toBe("What can we help you with?");
  });
});
