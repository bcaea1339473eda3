import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StarRating, starsMarkup } from "./star-rating";

const count = (markup: string, testId: string) => markup.split(`data-testid="${testId}"`).length - 1;

describe("StarRating", () => {
  it.each([0, 1, 3, 5])("fills %i of five stars", (filled) => {
    const markup = starsMarkup(filled);
    expect(count(markup, "star-filled")).toBe(filled);
    expect(count(markup, "star-empty")).toBe(5 - filled);
  });

  it("keeps the count within 0 to 5", () => {
    expect(count(starsMarkup(7), "star-filled")).toBe(5);
    expect(count(starsMarkup(-2), "star-empty")).toBe(5);
  });

  it("draws five stars side by side, none past the row's width", () => {
    const lefts = [...starsMarkup(2).matchAll(/points="([^"]+)"/g)].map((match) => {
      const xs = match[1]!.split(" ").map((point) => Number(point.split(",")[0]));
      expect(Math.max(...xs)).toBeLessThanOrEqual(132);
      return Math.min(...xs);
    });
    expect(lefts).toHaveLength(5);
    expect(lefts.every((left, index) => index === 0 || left > lefts[index - 1]! + 20)).toBe(true);
  });

  it("is one image with the label, its drawing hidden from screen readers", () => {
    const html = renderToStaticMarkup(<StarRating filled={4} label="Rated 4.3 out of 5" />);
    expect(html).toMatch(/^<span role="img" aria-label="Rated 4.3 out of 5"[^>]*><svg [^>]*aria-hidden="true"/);
    expect(html.match(/<svg/g)).toHaveLength(1);
  });
});
