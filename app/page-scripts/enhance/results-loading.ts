/**
 * The original app's loading skeleton of 3 cards. The results arrive in the server's
 * HTML, and a new sort, a ZIP typed into the prompt or a located ZIP loads as
 * a page; until that page arrives (slow connections) the skeleton stands in
 * for the results, so the tap visibly did something. Returning with the back
 * button (the back/forward cache) shows the results again.
 */
export type ResultsLoading = { show: () => void; restore: () => void };

export function enhanceResultsLoading(page: HTMLElement): ResultsLoading {
  const region = page.querySelector<HTMLElement>("[data-results]");
  const template = page.querySelector<HTMLTemplateElement>("template[data-results-skeleton]");
  let skeleton: Element | null = null;
  let covered: HTMLElement[] = [];

  const show = () => {
    const clone = template?.content.firstElementChild?.cloneNode(true);
    if (!region || skeleton || !(clone instanceof Element)) return;
    // Hidden, not removed: a form being submitted must stay in the document.
    covered = [...region.children].filter((child): child is HTMLElement => child instanceof HTMLElement && !child.hidden);
    for (const child of covered) child.hidden = true;
    skeleton = clone;
    region.append(clone);
    region.setAttribute("aria-busy", "true");
  };
  const restore = () => {
    skeleton?.remove();
    skeleton = null;
    for (const child of covered) child.hidden = false;
    covered = [];
    region?.removeAttribute("aria-busy");
  };

  page.addEventListener("click", (event) => {
    // A new tab or window (modifier keys, middle button) leaves this page as it is.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (event.target instanceof Element && event.target.closest("a[data-sort-link]")) show();
  });
  page.addEventListener("submit", (event) => {
    if (!event.defaultPrevented && event.target instanceof HTMLFormElement && event.target.hasAttribute("data-zip-prompt")) show();
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) restore();
  });
  return { show, restore };
}
