import { readZip } from "~/modules/catalog";
import { isPreviousSubmit, type NextButton } from "./next-button";

/** The original app's pause on the ZIP step's Next before it navigates. */
export const ZIP_NEXT_DELAY_MS = 800;

/**
 * The ZIP step with JavaScript: the ZIP is checked here (the original app's messages,
 * shown under the box, which gets the focus), and a valid one shows Next's
 * loading state for 800 ms before the form posts. Without JavaScript the
 * step's action checks it and answers at once.
 */
export function enhanceZipStep(
  form: HTMLFormElement,
  next: NextButton,
  { submit = (target: HTMLFormElement) => target.submit(), delayMs = ZIP_NEXT_DELAY_MS } = {},
) {
  const field = form.elements.namedItem("zip");
  const error = form.querySelector<HTMLElement>("[data-field-error]");
  const message = error?.querySelector("[data-message]");
  if (!(field instanceof HTMLInputElement) || !error || !message) throw new Error("ZIP step: missing the ZIP box or its message");
  const zip: HTMLInputElement = field;
  let timer: number | undefined;

  function showError(text: string | null) {
    message!.textContent = text ?? "";
    error!.hidden = text === null;
    if (text === null) {
      zip.removeAttribute("aria-invalid");
      zip.removeAttribute("aria-describedby");
    } else {
      zip.setAttribute("aria-invalid", "true");
      zip.setAttribute("aria-describedby", error!.id);
    }
  }

  // A message (the server's too) goes away once the visitor edits the ZIP.
  zip.addEventListener("input", () => showError(null));
  form.addEventListener("submit", (event) => {
    if (isPreviousSubmit(event)) return;
    event.preventDefault();
    if (next.busy) return;
    const result = readZip(zip.value);
    if (!result.ok) {
      showError(result.message);
      zip.focus();
      return;
    }
    showError(null);
    next.setBusy(true);
    timer = window.setTimeout(() => submit(form), delayMs);
  });
  // Leaving during the pause (Previous, Back) must not post from the page left behind.
  window.addEventListener("pagehide", () => window.clearTimeout(timer));
}
