import { clearBusyOnReturn, setBusy } from "./busy-button";
import { showToast } from "./toast";

/**
 * "Use my location": the browser's position becomes the
 * nearest Ohio ZIP from our own ZIP table, which loads only on click, and the
 * results for that ZIP load as a page. The server renders the button invisible
 * (in its place, out of sight and out of the accessibility tree): without
 * JavaScript it could do nothing.
 */
export type GeolocationOptions = {
  toastViewport: HTMLElement;
  /** navigator.geolocation, or undefined where the browser has none. */
  geolocation: Geolocation | undefined;
  loadNearestZip: () => Promise<(lat: number, lng: number) => string>;
  navigate: (url: string) => void;
  currentUrl?: () => string;
};

export function enhanceGeolocation(button: HTMLButtonElement, options: GeolocationOptions) {
  const { toastViewport, geolocation, loadNearestZip, navigate, currentUrl = () => window.location.href } = options;
  const fail = (title: string) => {
    setBusy(button, false);
    showToast(toastViewport, { title, variant: "destructive" });
  };

  button.classList.remove("invisible");
  button.addEventListener("click", () => {
    if (!geolocation) return fail("Geolocation not supported");
    setBusy(button, true);
    geolocation.getCurrentPosition(
      async (position) => {
        try {
          const nearestZip = await loadNearestZip();
          const url = new URL(currentUrl());
          url.searchParams.set("zip", nearestZip(position.coords.latitude, position.coords.longitude));
          // The button stays busy until the page for the new ZIP replaces this one.
          navigate(`${url.pathname}${url.search}`);
        } catch {
          fail("Error detecting location");
        }
      },
      () => fail("Error detecting location"),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });
  clearBusyOnReturn(button);
}
