import { type PageToast, TOAST_DEFAULT_DURATION, TOAST_LIMIT } from "~/lib/toast";

/**
 * Toasts for pages without React, in the look of the React toaster: a list in
 * a live region the server rendered (`data-toast-viewport`), newest first, at
 * most TOAST_LIMIT, each closing by itself or with its Close button.
 */
const DESCRIPTION_CLASSES = {
  default: "text-sm text-muted",
  destructive: "text-sm text-danger",
} as const;

const VARIANT_CLASSES = {
  default: "border-line bg-surface text-ink",
  destructive: "border-danger bg-danger-soft text-danger",
} as const;

const CLOSE_ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M18 6 6 18M6 6l12 12"/></svg>';

export function showToast(
  viewport: HTMLElement,
  { title, description, variant = "default", duration = TOAST_DEFAULT_DURATION }: PageToast,
) {
  const toast = document.createElement("li");
  toast.className = `pointer-events-auto relative flex w-full items-start gap-3 rounded-card border p-4 pr-12 shadow-lg ${VARIANT_CLASSES[variant]}`;
  toast.dataset.variant = variant;

  // Title and description as the React toaster lays them out (app/components/ui/toaster.tsx).
  const text = document.createElement("div");
  text.className = "grid gap-1";
  const heading = document.createElement("p");
  heading.className = "text-base font-semibold";
  heading.textContent = title;
  text.append(heading);
  if (description) {
    const detail = document.createElement("p");
    detail.className = DESCRIPTION_CLASSES[variant];
    detail.textContent = description;
    text.append(detail);
  }

  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", "Close");
  close.className =
    "absolute top-1 right-1 inline-flex size-11 cursor-pointer items-center justify-center rounded-control text-muted hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary";
  close.innerHTML = CLOSE_ICON;

  const remove = () => toast.remove();
  close.addEventListener("click", remove);
  let timer = setTimeout(remove, duration);
  // A toast being pointed at stays until the pointer leaves it.
  toast.addEventListener("mouseenter", () => clearTimeout(timer));
  toast.addEventListener("mouseleave", () => {
    clearTimeout(timer);
    timer = setTimeout(remove, duration);
  });

  toast.append(text, close);
  viewport.prepend(toast);
  while (viewport.children.length > TOAST_LIMIT) viewport.lastElementChild?.remove();
  return toast;
}

/**
 * The toasts a page arrives with (the server decides them, e.g. "Results
 * found"): a JSON list in the `data-page-toasts` attribute of `source`.
 */
export function showPageToasts(source: HTMLElement | null, viewport: HTMLElement) {
  let toasts: unknown;
  try {
    toasts = JSON.parse(source?.dataset.pageToasts ?? "[]");
  } catch {
    return;
  }
  if (!Array.isArray(toasts)) return;
  for (const toast of toasts as PageToast[]) {
    if (typeof toast?.title === "string") showToast(viewport, toast);
  }
}
