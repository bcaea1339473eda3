// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { REVIEW_BODY_MAX } from "~/modules/reviews";
import { CLAMP_AFTER_CHARACTERS, ClampedText, isLongText } from "./clamped-text";

function render(text: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderToStaticMarkup(<ClampedText text={text} />);
  return root;
}

describe("isLongText", () => {
  it("clamps past the character limit or past six lines, never short text", () => {
    expect(isLongText("Came the same day.")).toBe(false);
    expect(isLongText("a".repeat(CLAMP_AFTER_CHARACTERS))).toBe(false);
    expect(isLongText("a".repeat(CLAMP_AFTER_CHARACTERS + 1))).toBe(true);
    expect(isLongText("one\ntwo\nthree\nfour\nfive\nsix")).toBe(false);
    expect(isLongText("one\ntwo\nthree\nfour\nfive\nsix\nseven")).toBe(true);
  });
});

describe("ClampedText", () => {
  it("shows short text as it is, with no Read more", () => {
    const root = render("Came the same day.");
    expect(root.querySelector("details")).toBeNull();
    expect(root.textContent).toBe("Came the same day.");
  });

  it("puts the whole of a review at the limit in the page, clamped, with a Read more that opens without a script", () => {
    const body = "word ".repeat(REVIEW_BODY_MAX / 5).trim();
    const root = render(body);
    const text = root.querySelector("p")!;
    expect(text.textContent).toBe(body);
    expect(text.className).toContain("line-clamp-6");
    expect(text.className).toContain("wrap-anywhere");
    expect(root.querySelector("details summary")!.textContent).toContain("Read more");
  });
});
