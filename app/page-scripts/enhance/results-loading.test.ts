// @vitest-environment happy-dom
import { expect, it } from "vitest";
import { enhanceResultsLoading } from "./results-loading";
import { searchPageMarkup } from "../../../tests/fixtures/search-page-markup";
import { pageTransition } from "../../../tests/support/page-transition";

const region = () => document.querySelector<HTMLElement>("[data-results]")!;
const skeletonCards = () => region().querySelectorAll("[role=status] > div[aria-hidden=true]");

function setup(markup = searchPageMarkup()) {
  document.body.innerHTML = markup;
  return enhanceResultsLoading(document.querySelector<HTMLElement>("[data-search-page]")!);
}

it("a sort link shows the 3-card skeleton in place of the results until the next page arrives", () => {
  setup();
  const link = document.querySelector<HTMLAnchorElement>("a[data-sort-link]")!;
  // happy-dom cannot navigate: stop the link after the page's listeners have seen the click.
  document.addEventListener("click", (event) => event.preventDefault(), { once: true });
  link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  expect(skeletonCards()).toHaveLength(3);
  expect(region().getAttribute("aria-busy")).toBe("true");
  expect(region().textContent).toContain("Loading matching pros…");
  expect(region().querySelector("article")!.closest("[hidden]")).not.toBeNull();
});

it("leaves the page alone for a link opened elsewhere, and shows the results again on return", () => {
  const loading = setup();
  const link = document.querySelector<HTMLAnchorElement>("a[data-sort-link]")!;
  document.addEventListener("click", (event) => event.preventDefault(), { once: true });
  link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true }));
  expect(skeletonCards()).toHaveLength(0);

  loading.show();
  loading.show();
  expect(skeletonCards()).toHaveLength(3);
  window.dispatchEvent(pageTransition("pageshow", true));
  expect(skeletonCards()).toHaveLength(0);
  expect(region().hasAttribute("aria-busy")).toBe(false);
  expect(region().querySelector("[hidden]")).toBeNull();
});

it("a ZIP typed into the prompt shows the skeleton too, keeping the form in the document", () => {
  setup(searchPageMarkup({ state: { kind: "needs-zip", categorySlug: "plumbing" } }));
  const form = document.querySelector<HTMLFormElement>("form[data-zip-prompt]")!;
  document.addEventListener("submit", (event) => event.preventDefault(), { once: true }); // happy-dom cannot navigate
  form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
  expect(skeletonCards()).toHaveLength(3);
  // Hidden, not removed: a form taken out of the document would not be sent.
  expect(form.isConnected).toBe(true);
  expect(form.closest("[hidden]")).not.toBeNull();
});
