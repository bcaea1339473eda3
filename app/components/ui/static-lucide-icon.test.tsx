import { ArrowRight, type LucideIcon } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createStaticIcon, { pathMarkup, propsKey } from "./static-lucide-icon";

// The data lucide's own modules pass to createLucideIcon (lucide-react/dist/esm/icons/*.mjs).
const ARROW_RIGHT = {
  name: "arrow-right",
  size: 24,
  node: [
    ["path", { d: "M5 12h14", key: "1ays0h" }],
    ["path", { d: "m12 5 7 7-7 7", key: "xquz4c" }],
  ] as [string, Record<string, string>][],
};
const STAR_NODE = { name: "star", size: 24, node: [["path", { d: 'M1 2 "<&>" 3', key: "x" }]] as [string, Record<string, string>][] };

function renderBoth(Lucide: LucideIcon, Static: LucideIcon, props: Record<string, unknown>) {
  return [renderToStaticMarkup(<Lucide {...props} />), renderToStaticMarkup(<Static {...props} />)];
}

describe("static lucide icons (server build)", () => {
  const StaticArrow = createStaticIcon(ARROW_RIGHT);

  it("renders the same bytes as lucide, for each set of props, again and again", () => {
    for (const props of [{}, { className: "size-4 shrink-0" }, { "aria-hidden": true, className: "mt-1" }, { size: 16, strokeWidth: 3 }, { "aria-label": "Next" }]) {
      const [lucide, fast] = renderBoth(ArrowRight, StaticArrow, props);
      expect(fast).toBe(lucide);
      expect(renderToStaticMarkup(<StaticArrow {...props} />)).toBe(lucide);
    }
  });

  it("leaves icons with children or non-plain props to lucide, with the same result", () => {
    const [lucide, fast] = renderBoth(ArrowRight, StaticArrow, { children: <title>Next</title>, style: { color: "red" } });
    expect(fast).toBe(lucide);
    expect(fast).toContain("<title>Next</title>");
  });

  it("escapes attribute values as React does", () => {
    const StaticStar = createStaticIcon(STAR_NODE);
    expect(pathMarkup(STAR_NODE.node)).toBe(renderToStaticMarkup(<path d={'M1 2 "<&>" 3'} />));
    expect(renderToStaticMarkup(<StaticStar />)).toContain('d="M1 2 &quot;&lt;&amp;&gt;&quot; 3"');
  });

  it("keys props by plain values only", () => {
    expect(propsKey({ className: "a", size: 4 })).toBe(propsKey({ size: 4, className: "a" }));
    expect(propsKey({ className: "a" })).not.toBe(propsKey({ className: "b" }));
    expect(propsKey({ size: 4 })).not.toBe(propsKey({ size: "4" }));
    expect(propsKey({ onClick: () => {} } as never)).toBeNull();
    expect(propsKey({ children: "x" } as never)).toBeNull();
  });

  it("gives up on path attributes React would rename", () => {
    expect(pathMarkup([["path", { d: "M0 0" }]])).toBe('<path d="M0 0"></path>');
    expect(pathMarkup([["path", { strokeWidth: "2" }]])).toBeNull();
  });
});
