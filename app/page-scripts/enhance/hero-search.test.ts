// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, expect, it } from "vitest";
import { HeroSearch } from "~/components/home/hero-search";
import { PageToastViewport } from "~/components/ui/page-toast-viewport";
import { ZIP_MESSAGES } from "~/modules/catalog/zip";
import { enhanceCombobox } from "./combobox";
import { enhanceHeroSearch } from "./hero-search";

const OPTIONS = [
  { value: "hvac", label: "HVAC" },
  { value: "plumbing", label: "Plumbing" },
];

let visited: string[];
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const viewport = () => document.querySelector<HTMLElement>("[data-toast-viewport]")!;

function submit(query: string, zip: string) {
  field("query").value = query;
  field("zip").value = zip;
  const event = new Event("submit", { bubbles: true, cancelable: true });
  document.querySelector("form")!.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  document.body.innerHTML =
    renderToStaticMarkup(createElement(HeroSearch, { options: OPTIONS })) +
    renderToStaticMarkup(createElement(PageToastViewport));
  visited = [];
  const form = document.querySelector("form")!;
  const combobox = enhanceCombobox(form.querySelector<HTMLElement>("[data-combobox]")!);
  enhanceHeroSearch(form, combobox, viewport(), (to) => visited.push(to));
});

it("a ZIP outside Ohio stops the search with an error toast and marks the ZIP box", () => {
  const event = submit("leaky faucet", "46001");
  expect(event.defaultPrevented).toBe(true);
  expect(visited).toEqual([]);
  expect(viewport().textContent).toContain(ZIP_MESSAGES.notOhio);
  expect(viewport().querySelector("li")!.dataset.variant).toBe("destructive");
  expect(field("zip").getAttribute("aria-invalid")).toBe("true");
  expect(document.activeElement).toBe(field("zip"));

  // Fixing the ZIP clears the mark.
  field("zip").dispatchEvent(new Event("input", { bubbles: true }));
  expect(field("zip").hasAttribute("aria-invalid")).toBe(false);
});

it("a service name goes to its questionnaire with the ZIP; free text goes to /search", () => {
  submit("plumbing", "43215");
  submit("leaky faucet", "44101");
  expect(visited).toEqual(["/service-questionnaire/plumbing?zip=43215", "/search?query=leaky%20faucet&zip=44101"]);
});

it("an empty search puts the focus in the service box", () => {
  submit("", "");
  expect(visited).toEqual([]);
  expect(document.activeElement).toBe(field("query"));
});
