/**
 * A `pageshow` or `pagehide` event as a browser fires it on a page restored from (or kept for) its back-forward
 * cache. happy-dom, the tests' browser document, builds PageTransitionEvent without `persisted`, which the page
 * scripts read (app/page-scripts/enhance/results-loading.ts), so the event carries the field itself.
 */
export function pageTransition(type: "pageshow" | "pagehide", persisted: boolean): Event {
  return Object.defineProperty(new Event(type), "persisted", { value: persisted });
}
