import { enhanceContactActions } from "./enhance/contact-actions";
import { enhanceGeolocation } from "./enhance/geolocation";
import { enhanceResultsLoading } from "./enhance/results-loading";
import { showPageToasts } from "./enhance/toast";
import { forgetRecentRequest } from "~/modules/intake";

/** /search's script: toasts, contact actions in place, the location button and the loading skeleton. */
const page = document.querySelector<HTMLElement>("[data-search-page]");
const toastViewport = page?.querySelector<HTMLElement>("[data-toast-viewport]");
if (page && toastViewport) {
  // The request was sent: "pick up where you left off" on the home page would start it again.
  if (page.dataset.requestSent !== undefined) {
    try {
      forgetRecentRequest(window.localStorage);
    } catch {
      // Reading window.localStorage throws when storage is blocked: then nothing was saved.
    }
  }
  showPageToasts(page.querySelector<HTMLElement>("[data-page-toasts]"), toastViewport);
  const loading = enhanceResultsLoading(page);
  enhanceContactActions(page, { toastViewport });
  const locate = page.querySelector<HTMLButtonElement>("button[data-geolocate]");
  if (locate) {
    enhanceGeolocation(locate, {
      toastViewport,
      geolocation: "geolocation" in navigator ? navigator.geolocation : undefined,
      // The ZIP table loads only when someone asks to be located: a chunk of its own, so this one dynamic import
      // names the file, not the catalog's entry (whose every export a dynamic import would load).
      loadNearestZip: async () => (await import("~/modules/catalog/nearest-zip")).nearestZip,
      navigate(url) {
        loading.show();
        window.location.assign(url);
      },
    });
  }
}

// Lets tests (and curious developers) see that the page is interactive.
document.documentElement.dataset.pageScript = "ready";
