import type { ClientLoaderFunctionArgs } from "react-router";

/**
 * For pages that never hydrate but carry a page script (docs/decisions/012):
 * a client-side navigation from a React page would render them without their
 * script, so the browser loads them as a whole document instead. Routes export
 * it as their `clientLoader`; it never runs on a page's own first load.
 */
export function loadAsDocument({ request }: ClientLoaderFunctionArgs): Promise<never> {
  window.location.assign(request.url);
  // The document load replaces this page; the router waits until then.
  return new Promise<never>(() => {});
}
