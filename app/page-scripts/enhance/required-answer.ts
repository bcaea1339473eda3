import type { NextButton } from "./next-button";

/**
 * Next stays disabled until one of the named fields has an answer (a
 * choice, or for service details a choice or some text). Without
 * JavaScript Next is always enabled and the step's action answers with the
 * message instead.
 */
export function enhanceRequiredAnswer(form: HTMLFormElement, next: NextButton, names: readonly string[]) {
  const update = () => {
    const data = new FormData(form);
    next.setMissing(!names.some((name) => String(data.get(name) ?? "").trim() !== ""));
  };
  form.addEventListener("input", update);
  form.addEventListener("change", update);
  // The browser may restore what was typed when the visitor comes back to the page.
  window.addEventListener("pageshow", update);
  update();
}
