import { createElement, forwardRef } from "react";
import { Link as RouterLink, type LinkProps } from "react-router";
import { useMarkupOnce } from "~/lib/markup-once";

/**
 * The app's `Link`: React Router's, except where the server renders a page
 * whole (app/lib/markup-once.tsx, docs/decisions/029). There a link is only
 * its `<a>`: the router's Link resolved the path against the route matches,
 * set up click and prefetch handlers and merged refs for every link, a
 * twentieth of a public page's render.
 *
 * A plain absolute path ("/services/hvac") resolves to itself, so such a link
 * is written directly, with the same attributes in the same order as the
 * router writes them (link.test.tsx); anything else (relative paths, objects,
 * prefetching, masks, refs) goes to the router's Link. In the browser it is
 * always the router's Link, which hydrates the same markup. The app has no basename.
 */
const PLAIN_PATH = /^\/(?![/\\])[^\\]*$/;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$|[?#])/;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const renderedWhole = useMarkupOnce() !== null;
  const {
    to,
    prefetch,
    relative,
    discover,
    mask,
    // What a click does: the server writes no handler, so these leave no trace in the HTML.
    onClick: _onClick,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    target,
    ...rest
  } = props as LinkProps & { mask?: unknown; defaultShouldRevalidate?: unknown };
  const plain =
    renderedWhole &&
    !ref &&
    typeof to === "string" &&
    PLAIN_PATH.test(to) &&
    !DOT_SEGMENT.test(to) &&
    !/[?#]$/.test(to) &&
    (prefetch === undefined || prefetch === "none") &&
    relative === undefined &&
    (discover === undefined || discover === "render") &&
    mask === undefined;
  if (!plain) return createElement(RouterLink, { ...props, ref });
  return createElement("a", { ...rest, href: to, target, "data-discover": "true" });
});
