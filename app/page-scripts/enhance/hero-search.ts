import { decideHeroSearch } from "~/modules/intake";
import type { EnhancedCombobox } from "./combobox";
import { showToast } from "./toast";
import { keepZipDigits } from "./zip-digits";

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
