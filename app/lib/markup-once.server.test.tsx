import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { elementFromMarkup, markupOnce, propsKey } from "./markup-once.server";

describe("elementFromMarkup", () => {
  it("gives an <svg> React writes as the same bytes, entities and renamed attributes included", () => {
    const svg = (
      <svg className={'a "b" <c> & d'} strokeWidth={2} strokeLinecap="round" viewBox="0 0 24 24" aria-hidden="true" data-x="it's">
        <path d="M1 2 &quot;" />
        <circle cx="12" cy="12" r="10" />
      </svg>
    );
    const html = renderToStaticMarkup(svg);
    const element = elementFromMarkup(html);
    expect(element).not.toBeNull();
    expect(renderToStaticMarkup(element)).toBe(html);
  });

  it("refuses markup that is not one <svg>, or that React would write differently", () => {
    expect(elementFromMarkup('<span class="x"></span>')).toBeNull();
    expect(elementFromMarkup("<svg><path></path>")).toBeNull();
    expect(elementFromMarkup('<svg foo-bar="1"></svg>')).toBeNull();
    expect(elementFromMarkup('<svg stroke-width="2"><path d="M0"></path></svg>')).not.toBeNull();
  });
});

describe("markupOnce", () => {
  function Square({ size }: { size: number }) {
    return (
      <svg width={size} height={size}>
        <rect width={size} height={size} />
      </svg>
    );
  }

  it("answers null on a first use, then the element made after the render", async () => {
    expect(markupOnce.element(Square as never, { size: 3 })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const element = markupOnce.element(Square as never, { size: 3 });
    expect(renderToStaticMarkup(element)).toBe(renderToStaticMarkup(<Square size={3} />));
    expect(markupOnce.element(Square as never, { size: 3 })).toBe(element);
    expect(markupOnce.element(Square as never, { size: 4 })).toBeNull();
  });
});

describe("propsKey", () => {
  it("keys props by plain values only", () => {
    expect(propsKey({ className: "a", size: 4 })).toBe(propsKey({ size: 4, className: "a" }));
    expect(propsKey({ className: "a" })).not.toBe(propsKey({ className: "b" }));
    expect(propsKey({ size: 4 })).not.toBe(propsKey({ size: "4" }));
    expect(propsKey({ onClick: () => {} })).toBeNull();
    expect(propsKey({ children: "x" })).toBeNull();
    expect(propsKey({ style: { color: "red" } })).toBeNull();
  });
});
