import { createElement, type ComponentType, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { MarkupOnce } from "~/lib/markup-once";

/**
 * The server's `MarkupOnce` (app/lib/markup-once.tsx): per component and set
 * of plain props, the component's own markup rendered once with React's
 * public renderer, answered afterwards as one `<svg>` element whose content
 * is that markup. Lucide builds an icon's attributes and paths from its data
 * on every render (docs/decisions/029); this makes each icon once.
 *
 * A first use renders the component as usual and makes its markup after the
 * render in progress (a microtask), never inside it. The element is kept only
 * if React writes it as exactly the component's markup; otherwise the
 * component keeps being rendered.
 */
const MAX_VARIANTS = 32;

/** null: render the component itself (being made, or not made the same). */
type Made = ReactElement | null;

const made = new WeakMap<ComponentType<never>, Map<string, Made>>();

export const markupOnce: MarkupOnce = {
  element(component, props) {
    const key = propsKey(props);
    if (key === null) return null;
    let byProps = made.get(component);
    if (!byProps) {
      byProps = new Map();
      made.set(component, byProps);
    }
    const element = byProps.get(key);
    if (element !== undefined) return element;
    if (byProps.size >= MAX_VARIANTS) return null;
    byProps.set(key, null);
    const variants = byProps;
    queueMicrotask(() => variants.set(key, madeOnce(component, props)));
    return null;
  },
};

function madeOnce(component: ComponentType<never>, props: object): Made {
  try {
    return elementFromMarkup(renderToStaticMarkup(createElement(component, props as never)));
  } catch {
    // The component keeps being rendered, and reports its error its own way.
    return null;
  }
}

/** A key for props made of plain values only; null (not kept) for children, styles, handlers, refs. */
export function propsKey(props: object): string | null {
  let key = "";
  for (const name of Object.keys(props).sort()) {
    const value = (props as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (name === "children" || (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean")) {
      return null;
    }
    key += `${name}=${typeof value}:${String(value)}\u0000`;
  }
  return key;
}

const SVG_OPEN = /^<svg((?: [a-zA-Z][a-zA-Z0-9:-]*="[^"]*")*)>/;
const ATTRIBUTE = / ([a-zA-Z][a-zA-Z0-9:-]*)="([^"]*)"/g;
const ESCAPED = /&(?:amp|quot|#x27|lt|gt);/g;
const UNESCAPED: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/**
 * One `<svg>` element that React writes as exactly `html` (an `<svg>` and its
 * content), or null when `html` is not one such element or React would write
 * the element differently.
 */
export function elementFromMarkup(html: string): ReactElement | null {
  const open = SVG_OPEN.exec(html);
  if (!open || !html.endsWith("</svg>")) return null;
  const props: Record<string, unknown> = {};
  for (const [, name, value] of open[1]!.matchAll(ATTRIBUTE)) {
    const prop = reactPropName(name!);
    if (prop === null) return null;
    props[prop] = value!.replace(ESCAPED, (entity) => UNESCAPED[entity]!);
  }
  props.dangerouslySetInnerHTML = { __html: html.slice(open[0].length, -"</svg>".length) };
  const element = createElement("svg", props);
  return renderToStaticMarkup(element) === html ? element : null;
}

/** SVG attributes React writes from a camelCase prop (strokeWidth is written stroke-width). */
const HYPHENATED = new Set([
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-dasharray",
  "stroke-opacity",
  "fill-opacity",
  "fill-rule",
  "clip-rule",
  "vector-effect",
]);

/** The prop React writes as the attribute `name`, or null for a hyphenated name this does not know. */
function reactPropName(name: string): string | null {
  if (name === "class") return "className";
  if (/^(?:aria|data)-/.test(name) || !name.includes("-")) return name;
  if (!HYPHENATED.has(name)) return null;
  return name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}
