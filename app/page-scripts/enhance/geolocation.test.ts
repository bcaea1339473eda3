// @vitest-environment happy-dom
import { beforeEach, expect, it } from "vitest";
import { enhanceGeolocation, type GeolocationOptions } from "./geolocation";
import { searchPageMarkup } from "../../../tests/fixtures/search-page-markup";

let visited: string[];
const button = () => document.querySelector<HTMLButtonElement>("button[data-geolocate]")!;
const toasts = () => [...document.querySelectorAll("[data-toast-viewport] li")].map((toast) => toast.textContent);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A browser whose geolocation answers with this position, or fails. */
function fakeGeolocation(position: { latitude: number; longitude: number } | "denied"): Geolocation {
  return {
    getCurrentPosition(success, failure) {
      if (position === "denied") failure?.({ code: 1, message: "denied" } as GeolocationPositionError);
      else void success({ coords: position } as GeolocationPosition);
    },
  } as Geolocation;
}

function setup(options: Partial<GeolocationOptions>) {
  document.body.innerHTML = searchPageMarkup();
  visited = [];
  enhanceGeolocation(button(), {
    toastViewport: document.querySelector<HTMLElement>("[data-toast-viewport]")!,
    geolocation: undefined,
    loadNearestZip: async () => () => "43215",
    navigate: (url) => visited.push(url),
    currentUrl: () => "http://localhost/search?query=leaky+faucet&sort=rating",
    ...options,
  });
}

beforeEach(() => {
  document.body.innerHTML = searchPageMarkup();
});

it("is invisible in the server's page, holding its place, and shown by the script", () => {
  expect(button().classList.contains("invisible")).toBe(true);
  expect(button().hidden).toBe(false);
  setup({});
  expect(button().classList.contains("invisible")).toBe(false);
  expect(button().textContent).toBe("Use my location");
});

it("turns the position into the nearest ZIP (loaded on click) and loads its results", async () => {
  const asked: number[][] = [];
  let loads = 0;
  setup({
    geolocation: fakeGeolocation({ latitude: 39.96, longitude: -83 }),
    loadNearestZip: async () => {
      loads += 1;
      return (lat, lng) => {
        asked.push([lat, lng]);
        return "43215";
      };
    },
  });
  expect(loads).toBe(0);
  button().click();
  expect(button().getAttribute("aria-busy")).toBe("true");
  await settle();
  expect(asked).toEqual([[39.96, -83]]);
  expect(visited).toEqual(["/search?query=leaky+faucet&sort=rating&zip=43215"]);
});

it("says 'Geolocation not supported' without geolocation, and 'Error detecting location' when it fails", async () => {
  setup({ geolocation: undefined });
  button().click();
  expect(toasts()).toEqual(["Geolocation not supported"]);

  setup({ geolocation: fakeGeolocation("denied") });
  button().click();
  expect(toasts()).toEqual(["Error detecting location"]);
  expect(button().disabled).toBe(false);

  setup({ geolocation: fakeGeolocation({ latitude: 40, longitude: -82 }), loadNearestZip: () => Promise.reject(new Error("chunk")) });
  button().click();
  await settle();
  expect(toasts()).toEqual(["Error detecting location"]);
  expect(visited).toEqual([]);
  expect(document.querySelector("[data-toast-viewport] li")!.getAttribute("data-variant")).toBe("destructive");
});
