import { decideHeroSearch } from "~/modules/intake";
import type { EnhancedCombobox } from "./combobox";
import { showToast } from "./toast";

/**
 * The landing page's "Find Pros" with JavaScript: the original app's rules
 * (decideHeroSearch) instead of the plain GET to /search. A ZIP outside Ohio
 * stays on the page with an error toast and the ZIP box marked invalid.
 */
export function enhanceHeroSearch(
  form: HTMLFormElement,
  service: EnhancedCombobox,
  toastViewport: HTMLElement,
  navigate: (to: string) => void = (to) => window.location.assign(to),
) {
  const zip = form.elements.namedItem("zip");
  if (!(zip instanceof HTMLInputElement)) throw new Error("hero search: missing the ZIP box");

  zip.addEventListener("input", () => zip.removeAttribute("aria-invalid"));
  keepZipDigits(zip);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const decision = decideHeroSearch(
      { service: service.value, text: service.input.value, zip: zip.value },
      service.options,
    );
    if (decision.type === "invalid-zip") {
      zip.setAttribute("aria-invalid", "true");
      showToast(toastViewport, { title: decision.message, variant: "destructive" });
      zip.focus();
    } else if (decision.type === "navigate") {
      navigate(decision.to);
    } else {
      service.input.focus();
    }
  });
}

/**
 * The hero's ZIP box holds five characters (the seed's limit), so a space or a hyphen typed or pasted into it took a
 * digit's place: "43 215" became "43 21" and was refused as outside Ohio. Only the digits of what is typed, pasted
 * or dropped go in, up to the box's limit ("43215-1234" pasted gives 43215).
 */
function keepZipDigits(zip: HTMLInputElement) {
  zip.addEventListener("beforeinput", (event) => {
    const text = event.data ?? event.dataTransfer?.getData("text/plain") ?? null;
    if (text === null || !/\D/.test(text)) return;
    event.preventDefault();
    const start = zip.selectionStart ?? zip.value.length;
    const end = zip.selectionEnd ?? start;
    const room = zip.maxLength > 0 ? zip.maxLength - (zip.value.length - (end - start)) : Infinity;
    const digits = text.replace(/\D/g, "").slice(0, Math.max(0, room));
    if (digits === "" && start === end) return;
    zip.setRangeText(digits, start, end, "end");
    zip.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
