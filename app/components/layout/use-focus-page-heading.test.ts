// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { focusHeadingIfLost } from "./use-focus-page-heading";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("focusHeadingIfLost", () => {
  it("puts a focus that fell to the page on the first heading of the list the page has", () => {
    document.body.innerHTML = '<h2 id="price-heading">Price</h2><h2 id="contact-heading">Contact</h2>';
    focusHeadingIfLost(["missing-heading", "contact-heading", "price-heading"]);
    expect(document.activeElement?.id).toBe("contact-heading");
    expect(document.activeElement?.getAttribute("tabindex")).toBe("-1");
  });

  it("leaves a focus that is still on a control where it is", () => {
    document.body.innerHTML = '<h2 id="contact-heading">Contact</h2><button type="button">Save Note</button>';
    document.querySelector("button")!.focus();
    focusHeadingIfLost(["contact-heading"]);
    expect(document.activeElement?.textContent).toBe("Save Note");
  });

  it("moves a focus still on the button that posted, in the section the answer changes", () => {
    document.body.innerHTML =
      '<section aria-labelledby="price-heading"><h2 id="price-heading">Price</h2><button type="button" aria-disabled="true">Accept</button></section>' +
      '<section aria-labelledby="notes-heading"><h2 id="notes-heading">Notes</h2><button type="button">Save Note</button></section>';
    const [accept, saveNote] = [...document.querySelectorAll("button")];
    accept!.focus();
    focusHeadingIfLost(["contact-heading", "price-heading"], "price-heading");
    expect(document.activeElement?.id).toBe("price-heading");
    // Already on the heading, or gone on to another section: left where it is.
    focusHeadingIfLost(["contact-heading", "price-heading"], "price-heading");
    expect(document.activeElement?.id).toBe("price-heading");
    saveNote!.focus();
    focusHeadingIfLost(["contact-heading", "price-heading"], "price-heading");
    expect(document.activeElement?.textContent).toBe("Save Note");
  });
});
