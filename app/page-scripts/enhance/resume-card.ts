import { loadRecentRequest, RECENT_REQUEST_KEY } from "~/modules/intake";

/**
 * "Pick up where you left off": fills the server's `<template>` with the
 * visitor's last quote request from localStorage, if it is younger than 7
 * days, and places it after the template. Invalid saved data is removed. The
 * card floats (fixed), so it never pushes the page's content when it appears.
 */
export function showResumeCard(template: HTMLTemplateElement, storage: Storage, now = Date.now()): HTMLElement | null {
  const request = loadRecentRequest(storage, now);
  if (!request) return null;

  const names = JSON.parse(template.dataset.categoryNames ?? "{}") as Record<string, string>;
  const card = template.content.firstElementChild?.cloneNode(true);
  if (!(card instanceof HTMLElement)) return null;
  const category = card.querySelector("[data-slot=category]");
  const resume = card.querySelector("a[data-slot=resume]");
  if (category) category.textContent = names[request.category] ?? request.category;
  resume?.setAttribute("href", request.route);
  card.querySelector("[data-slot=dismiss]")?.addEventListener("click", () => card.remove());
  template.after(card);
  return card;
}

/** Shows the card now, and again when another tab saves a new request. */
export function enhanceResumeCard(template: HTMLTemplateElement) {
  let card: HTMLElement | null = null;
  const refresh = () => {
    card?.remove();
    try {
      card = showResumeCard(template, window.localStorage);
    } catch {
      // Storage blocked (privacy settings): nothing to resume.
      card = null;
    }
  };
  refresh();
  window.addEventListener("storage", (event) => {
    if (event.key === RECENT_REQUEST_KEY || event.key === null) refresh();
  });
}
