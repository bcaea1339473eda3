// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { TestimonialTabs } from "~/components/home/testimonial-tabs";
import { testimonialsFor } from "~/modules/content/testimonials";
import { enhanceTabs } from "./tabs";

const tab = (name: string) =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('[role="tab"]')).find((button) => button.textContent === name)!;
const shownPanels = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[role="tabpanel"]')).filter((panel) => !panel.hidden);
const tablist = () => document.querySelector<HTMLElement>('[role="tablist"]')!;

beforeEach(() => {
  const groups = { homeowner: testimonialsFor("homeowner", 3), provider: testimonialsFor("provider", 3) };
  document.body.innerHTML = renderToStaticMarkup(createElement(TestimonialTabs, { groups }));
});

describe("the server's markup, before the script", () => {
  it("shows both groups under their headings, with the tab list hidden, no tab selected and no tab panel", () => {
    expect(tablist().hidden).toBe(true);
    expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(0);
    expect(document.querySelectorAll('[aria-selected="true"]')).toHaveLength(0);
    const groups = Array.from(document.querySelectorAll<HTMLElement>("[data-tab-panel]"));
    expect(groups.map((group) => group.hidden)).toEqual([false, false]);
    expect(groups.map((group) => group.querySelector("h3")!.textContent)).toEqual(["Homeowners", "Service Providers"]);
    expect(groups.map((group) => group.querySelectorAll("figure").length)).toEqual([3, 3]);
  });
});

describe("with the script", () => {
  beforeEach(() => {
    enhanceTabs(document.querySelector<HTMLElement>("[data-tabs]")!);
  });

  it("shows the tab list and starts on Homeowners with only its panel shown, labelled by its tab", () => {
    expect(tablist().hidden).toBe(false);
    expect(tab("Homeowners").getAttribute("aria-selected")).toBe("true");
    expect(shownPanels().map((panel) => panel.id)).toEqual(["testimonials-panel-homeowner"]);
    expect(shownPanels()[0]!.getAttribute("aria-labelledby")).toBe("testimonials-tab-homeowner");
    expect(shownPanels()[0]!.tabIndex).toBe(0);
  });

  it("keeps the group headings for screen readers only", () => {
    const headings = Array.from(document.querySelectorAll<HTMLElement>("[data-tab-heading]"));
    expect(headings.map((heading) => heading.classList.contains("sr-only"))).toEqual([true, true]);
  });

  it("a click selects a tab, shows its panel and moves the tab stop", () => {
    tab("Service Providers").click();
    expect(tab("Service Providers").getAttribute("aria-selected")).toBe("true");
    expect(tab("Service Providers").tabIndex).toBe(0);
    expect(tab("Service Providers").dataset.state).toBe("active");
    expect(tab("Homeowners").getAttribute("aria-selected")).toBe("false");
    expect(tab("Homeowners").tabIndex).toBe(-1);
    expect(shownPanels().map((panel) => panel.id)).toEqual(["testimonials-panel-provider"]);
  });

  it("arrow keys, Home and End move the focus and the selection", () => {
    const key = (target: HTMLElement, name: string) =>
      target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
    key(tab("Homeowners"), "ArrowLeft");
    expect(document.activeElement).toBe(tab("Service Providers"));
    expect(shownPanels().map((panel) => panel.id)).toEqual(["testimonials-panel-provider"]);
    key(tab("Service Providers"), "Home");
    expect(document.activeElement).toBe(tab("Homeowners"));
    key(tab("Homeowners"), "End");
    expect(tab("Service Providers").getAttribute("aria-selected")).toBe("true");
    key(tab("Service Providers"), "Tab");
    expect(tab("Service Providers").getAttribute("aria-selected")).toBe("true");
  });
});
