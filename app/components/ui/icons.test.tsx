import * as lucide from "lucide-react";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkupOnceProvider } from "~/lib/markup-once";
import { markupOnce } from "~/lib/markup-once.server";
import * as icons from "./icons";

type Icon = ComponentType<Record<string, unknown>>;

/** Each icon the app draws, with lucide's own icon of the same name. */
const drawn = Object.entries(icons).map(([name, icon]) => ({
  name,
  icon: icon as Icon,
  lucideIcon: (lucide as unknown as Record<string, Icon>)[name]!,
}));

const PROPS: Record<string, unknown>[] = [
  {},
  { className: "size-4 shrink-0" },
  { "aria-hidden": true, className: "mt-1" },
  { size: 16, strokeWidth: 3 },
  { "aria-label": "Next & <back>", className: 'a"b' },
];

function renderedWhole(Icon: Icon, props: Record<string, unknown>): string {
  return renderToStaticMarkup(
    <MarkupOnceProvider value={markupOnce}>
      <Icon {...props} />
    </MarkupOnceProvider>,
  );
}

/** Lets the markup started by a first render be made (a microtask after it). */
const afterRender = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("the app's icons", () => {
  it("draw every icon as lucide does, on its first render and from markup made once", async () => {
    expect(drawn.length).toBeGreaterThan(40);
    for (const { name, icon: Drawn, lucideIcon: Lucide } of drawn) {
      expect(Lucide, name).toBeDefined();
      for (const props of PROPS) {
        const lucideMarkup = renderToStaticMarkup(<Lucide {...props} />);
        expect(renderedWhole(Drawn, props), `${name} ${JSON.stringify(props)}`).toBe(lucideMarkup);
      }
    }
    await afterRender();
    for (const { name, icon: Drawn, lucideIcon: Lucide } of drawn) {
      for (const props of PROPS) {
        expect(markupOnce.element(Lucide as never, props), `${name} made once`).not.toBeNull();
        const lucideMarkup = renderToStaticMarkup(<Lucide {...props} />);
        expect(renderedWhole(Drawn, props), `${name} ${JSON.stringify(props)}`).toBe(lucideMarkup);
        expect(renderToStaticMarkup(<Drawn {...props} />), `${name} in the browser`).toBe(lucideMarkup);
      }
    }
  });

  it("leave icons with children or non-plain props to lucide, with the same result", async () => {
    const props = { children: <title>Next</title>, style: { color: "red" } };
    const first = renderedWhole(icons.ArrowRight as Icon, props);
    await afterRender();
    expect(markupOnce.element(lucide.ArrowRight as never, props)).toBeNull();
    expect(renderedWhole(icons.ArrowRight as Icon, props)).toBe(first);
    expect(first).toBe(renderToStaticMarkup(<lucide.ArrowRight {...props} />));
    expect(first).toContain("<title>Next</title>");
  });
});
