// @vitest-environment happy-dom
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { filterDirectory } from "~/modules/catalog/location-directory";
import LocationsIndex, { loader } from "~/routes/locations-index";
import { enhanceLocationFilter } from "./location-filter";

type PageData = Awaited<ReturnType<typeof loader>>;

/** A small directory (the real one has hundreds of places, which makes a test document slow). */
const PLACES = [
  { name: "Columbus", slug: "columbus", type: "city", county: "Franklin", point: [50, 50] },
  { name: "Bexley", slug: "bexley", type: "city", county: "Franklin", point: [52, 50] },
  { name: "Akron", slug: "akron", type: "city", county: "Summit", point: [70, 20] },
  { name: "Cleveland", slug: "cleveland", type: "city", county: "Cuyahoga", point: [70, 10] },
  { name: "Hudson", slug: "hudson", type: "city", county: "Summit", point: [72, 18] },
  { name: "North Canton", slug: "north-canton", type: "city", county: "Stark", point: [75, 30] },
  { name: "Peninsula", slug: "peninsula", type: "village", county: "Summit", point: [71, 15] },
  { name: "Obetz", slug: "obetz", type: "village", county: "Franklin", point: [50, 55] },
  { name: "Anderson Township", slug: "anderson-township", type: "township", county: "Hamilton", point: [10, 90] },
  { name: "Somewhere", slug: "somewhere", type: "town", county: "Lake", point: null },
] as const satisfies readonly PageData["locations"][number][];

const SMALL_DIRECTORY: PageData = {
  q: "",
  locations: [...PLACES],
  labelledSlugs: ["columbus", "akron", "cleveland"],
  map: {
    viewBox: "0 0 100 100",
    width: 100,
    height: 100,
    state: "M0 0H100V100H0Z",
    counties: [{ fips: "39049", name: "Franklin", d: "M40 40H60V60H40Z" }],
  },
};

/** The route's server markup for a URL, as the browser receives it; by default over the small directory. */
function serverMarkup(url: string, { realDirectory = false } = {}): string {
  const q = new URL(url, "http://localhost").searchParams.get("q") ?? "";
  const loaderData = realDirectory
    ? loader({ request: new Request(`http://localhost${url}`) } as Parameters<typeof loader>[0])
    : { ...SMALL_DIRECTORY, q };
  const Stub = createRoutesStub([
    { id: "locations", path: "/locations", Component: LocationsIndex as unknown as ComponentType },
  ]);
  return renderToStaticMarkup(
    createElement(Stub, { initialEntries: [url], hydrationData: { loaderData: { locations: loaderData } } }),
  );
}

function openPage(url: string, options?: { realDirectory?: boolean }) {
  window.history.replaceState(null, "", url);
  document.body.innerHTML = serverMarkup(url, options);
  enhanceLocationFilter(directory());
}

const directory = () => document.querySelector<HTMLElement>("[data-location-directory]")!;
const searchBox = () => document.querySelector<HTMLInputElement>('input[name="q"]')!;
const form = () => document.querySelector<HTMLFormElement>('form[role="search"]')!;
const item = (slug: string) => document.querySelector<HTMLElement>(`section li[data-slug="${slug}"]`)!;
const dotClasses = (slug: string) => [...document.querySelector(`svg a[data-slug="${slug}"] circle`)!.classList];
const text = (selector: string) => document.querySelector(selector)!.textContent;

function type(query: string) {
  searchBox().value = query;
  searchBox().dispatchEvent(new Event("input", { bubbles: true }));
}

function submit() {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  form().dispatchEvent(event);
  return event;
}

/** Everything the search changes, as a visitor (or a screen reader) would notice it. */
function visibleState() {
  const all = <T extends Element>(selector: string) => Array.from(document.querySelectorAll<T>(selector));
  return {
    status: text('[role="status"]'),
    items: all<HTMLElement>("section li[data-slug]")
      .filter((li) => !li.hidden)
      .map((li) => li.dataset.slug),
    sections: all<HTMLElement>("section[data-type]").map((section) => [
      section.hidden,
      section.querySelector("h2")!.textContent,
    ]),
    groupNav: document.querySelector<HTMLElement>("[data-group-nav]")!.hidden,
    chips: all<HTMLElement>("[data-group-nav] li").map((chip) => [chip.hidden, chip.textContent]),
    emptyState: [document.querySelector<HTMLElement>("[data-empty-state]")!.hidden, text("[data-empty-state] h2")],
    mapDescription: text("svg desc"),
    dots: all<SVGAElement>("svg a[data-slug]")
      .map((dot) => `${dot.dataset.slug}: ${[...dot.querySelector("circle")!.classList].sort().join(" ")}`)
      .sort(),
    labels: all<SVGTextElement>("svg text[data-slug]").map((label) => `${label.dataset.slug}: ${label.classList}`),
  };
}

beforeEach(() => {
  openPage("/locations");
});

describe("typing in the search box", () => {
  // The contract between the server render and the script: both must show the same page for a search.
  it.each(["summit", "Franklin County", "cleve", "north-canton", "township", "zzzz", "  "])(
    "shows for %j what the server renders for ?q=",
    (query) => {
      type(query);
      const typed = visibleState();
      openPage(`/locations?${new URLSearchParams({ q: query })}`);
      expect(typed).toEqual(visibleState());
    },
  );

  it("shows what the server renders over the real directory too", () => {
    openPage("/locations", { realDirectory: true });
    type("summit");
    const typed = visibleState();
    openPage("/locations?q=summit", { realDirectory: true });
    expect(typed).toEqual(visibleState());
    expect(typed.items).toContain("akron");
  });

  it("hides the places that do not match and counts the rest", () => {
    type("Franklin County");
    const expected = filterDirectory(PLACES, "Franklin County").length;
    expect(expected).toBeGreaterThan(1);
    expect(text('[role="status"]')).toBe(`Showing ${expected} of ${PLACES.length} locations`);
    expect(item("columbus").hidden).toBe(false);
    expect(item("cleveland").hidden).toBe(true);

    const cities = document.querySelector<HTMLElement>('section[data-type="city"]')!;
    const shownCities = cities.querySelectorAll("li:not([hidden])").length;
    expect(text('section[data-type="city"] h2')).toBe(`Cities (${shownCities})`);
    expect(text('[data-group-nav] li[data-type="city"]')).toBe(`Cities (${shownCities})`);
    expect(document.querySelector<HTMLElement>("[data-empty-state]")!.hidden).toBe(true);

    type("");
    expect(text('[role="status"]')).toBe(`Showing all ${PLACES.length} locations`);
    expect(document.querySelectorAll("section li[hidden]")).toHaveLength(0);
  });

  it("says when nothing matches, showing the query as text", () => {
    type("<b>zzzz</b>");
    const emptyState = document.querySelector<HTMLElement>("[data-empty-state]")!;
    expect(emptyState.hidden).toBe(false);
    expect(text("[data-empty-state] h2")).toBe("No locations match “<b>zzzz</b>”");
    expect(emptyState.querySelector("b")).toBeNull();
    expect(text('[role="status"]')).toBe(`Showing 0 of ${PLACES.length} locations`);
    expect(document.querySelectorAll("section[data-type]:not([hidden])")).toHaveLength(0);
    expect(document.querySelector<HTMLElement>("[data-group-nav]")!.hidden).toBe(true);
  });

  it("greys out the map's other places, paints them under the results and describes the map", () => {
    type("summit");
    expect(dotClasses("akron")).toEqual(["fill-accent"]);
    expect(dotClasses("columbus")).toEqual(["fill-line"]);
    expect(document.querySelector('svg text[data-slug="columbus"]')!.classList.value).toBe("fill-subtle");
    expect(text("svg desc")).toMatch(/^\d+ of the \d+ places, shown as dots, match the search/);
    const dimmed = Array.from(document.querySelectorAll("svg a[data-slug] circle"), (circle) =>
      circle.classList.contains("fill-line"),
    );
    expect(dimmed.indexOf(false)).toBeGreaterThan(0);
    expect(dimmed.lastIndexOf(true)).toBeLessThan(dimmed.indexOf(false));

    type("");
    expect(dotClasses("columbus")).toEqual(["fill-accent"]);
    expect(document.querySelectorAll("svg .fill-line")).toHaveLength(0);
    expect(text("svg desc")).toMatch(/places we serve is a dot/);
  });
});

describe("submitting", () => {
  it("puts the trimmed search in the address instead of reloading", () => {
    type(" summit ");
    expect(submit().defaultPrevented).toBe(true);
    expect(window.location.pathname + window.location.search).toBe("/locations?q=summit");

    type("");
    submit();
    expect(window.location.pathname + window.location.search).toBe("/locations");
  });
});

describe("a page the server filtered", () => {
  it("keeps the server's view and marks the form as enhanced", () => {
    document.body.innerHTML = serverMarkup("/locations?q=summit");
    const before = visibleState();
    enhanceLocationFilter(directory());
    expect(visibleState()).toEqual(before);
    expect(form().hasAttribute("data-enhanced")).toBe(true);
  });

  it("shows every place again when the box is cleared", () => {
    openPage("/locations?q=summit");
    expect(item("columbus").hidden).toBe(true);
    type("");
    expect(document.querySelectorAll("section li[hidden]")).toHaveLength(0);
  });

  it("'Show all locations' clears the search without a reload", () => {
    openPage("/locations?q=zzzz");
    const link = document.querySelector<HTMLAnchorElement>("a[data-show-all]")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(searchBox().value).toBe("");
    expect(document.activeElement).toBe(searchBox());
    expect(text('[role="status"]')).toBe(`Showing all ${PLACES.length} locations`);
    expect(document.querySelector<HTMLElement>("[data-empty-state]")!.hidden).toBe(true);
    expect(window.location.search).toBe("");
  });
});
