import { createElement, forwardRef, type ReactElement } from "react";
import { Icon, type LucideIcon, type LucideProps } from "lucide-react";

/**
 * lucide-react's `createLucideIcon`, for the server build only (the
 * `staticIcons` Vite plugin puts it in place of the package's own). Lucide
 * builds an icon's attributes and path elements from its data on every
 * render (class merging, attribute renaming, fresh arrays), and React then
 * renders each path: on the home page's hundred icons that was a tenth of a
 * page's render time. Here an icon is built once per set of props
 * and answered with the same `<svg>` element, its paths as ready markup.
 *
 * The HTML is the same bytes lucide renders; the browser bundles keep lucide's
 * own icons, and hydration finds the same `<svg>` and paths. The app sets no
 * `LucideProvider`, so an icon's props alone decide its markup.
 */
type IconData = { name?: string; node: [string, Record<string, string | number>][] } & Record<string, unknown>;

/** Icons drawn with more distinct props than this are rendered by lucide as they come. */
const MAX_VARIANTS = 32;
const SAFE_ATTRIBUTE = /^[a-z][a-z0-9-]*$/;

export default function createLucideIcon(iconData: IconData): LucideIcon {
  const variants = new Map<string, ReactElement>();
  const paths = pathMarkup(iconData.node);
  const Component = forwardRef<SVGSVGElement, LucideProps>((props, ref) => {
    const key = paths === null || ref ? null : propsKey(props);
    if (key === null) return createElement(Icon, { ...props, ref, icon: iconData as never });
    let element = variants.get(key);
    if (!element) {
      element = staticSvg(iconData, props, paths!);
      if (variants.size < MAX_VARIANTS) variants.set(key, element);
    }
    return element;
  });
  if (iconData.name) Component.displayName = iconData.name;
  return Component as LucideIcon;
}

/**
 * Lucide's own `<svg>` for these props, with its path elements swapped for
 * their markup. Icon's render reads lucide's context with a hook, which is
 * allowed here: it runs inside this component's render.
 */
function staticSvg(iconData: IconData, props: LucideProps, paths: string): ReactElement {
  const render = (Icon as unknown as { render: (props: object, ref: null) => ReactElement<Record<string, unknown>> }).render;
  const svg = render({ ...props, icon: iconData }, null);
  const { children: _children, ref: _ref, ...attributes } = svg.props;
  return createElement(svg.type, { ...attributes, dangerouslySetInnerHTML: { __html: paths } });
}

/** A key for props made of plain values only; null (not cached) for children, styles, handlers. */
export function propsKey(props: LucideProps): string | null {
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

/**
 * The markup React renders for lucide's path elements (`<path d="…"></path>`),
 * or null when a node has an attribute React would rename (camelCase) or a
 * value that is not plain, so the icon is left to lucide.
 */
export function pathMarkup(node: IconData["node"]): string | null {
  let html = "";
  for (const [tag, attributes] of node) {
    if (!SAFE_ATTRIBUTE.test(tag)) return null;
    html += `<${tag}`;
    for (const [name, value] of Object.entries(attributes)) {
      if (name === "key") continue;
      if (!SAFE_ATTRIBUTE.test(name) || (typeof value !== "string" && typeof value !== "number")) return null;
      html += ` ${name}="${escapeAttribute(String(value))}"`;
    }
    html += `></${tag}>`;
  }
  return html;
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (char) => `&${{ "&": "amp", '"': "quot", "'": "#x27", "<": "lt", ">": "gt" }[char]};`);
}
