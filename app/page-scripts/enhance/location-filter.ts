import {
  type DirectoryLocation,
  filterDirectory,
  groupLocationsByType,
  locationCountText,
  locationMapDescription,
  normalizeLocationQuery,
} from "~/modules/catalog";
import { requiredElement } from "./required-element";

type ListedLocation = DirectoryLocation & { item: HTMLLIElement };

/**
 * The /locations search with JavaScript: the server-rendered directory
 * (app/routes/locations-index.tsx) has every place in it, those outside the
 * search `hidden`, so typing refilters in place with the same rules as the
 * server (filterDirectory). The list, the group links and headings, the count,
 * the empty state and the map all follow the search box; submitting only puts
 * the search in the address so the view can be shared.
 */
export function enhanceLocationFilter(root: HTMLElement) {
  const form = requiredElement<HTMLFormElement>(root, 'form[role="search"]', "location filter");
  const input = requiredElement<HTMLInputElement>(form, 'input[name="q"]', "location filter");
  const status = requiredElement<HTMLElement>(root, '[role="status"]', "location filter");
  const emptyState = requiredElement<HTMLElement>(root, "[data-empty-state]", "location filter");
  const emptyQuery = requiredElement<HTMLElement>(emptyState, "[data-empty-query]", "location filter");

  const sections = Array.from(root.querySelectorAll<HTMLElement>("section[data-type]"));
  const locations: ListedLocation[] = sections.flatMap((section) =>
    Array.from(section.querySelectorAll<HTMLLIElement>("li[data-slug]"), (item) => ({
      name: item.dataset.name ?? "",
      slug: item.dataset.slug ?? "",
      county: item.dataset.county ?? "",
      // Each section holds one group type, so grouping the results again keeps every place in its section.
      type: section.dataset.type ?? "",
      item,
    })),
  );
  const groupNav = root.querySelector<HTMLElement>("[data-group-nav]");
  const chips = Array.from(groupNav?.querySelectorAll<HTMLElement>("li[data-type]") ?? []);
  const mapDescription = root.querySelector("svg desc");
  const dotLayer = root.querySelector("svg a[data-slug]")?.parentElement;
  const dots = Array.from(root.querySelectorAll<SVGAElement>("svg a[data-slug]"));
  const mapLabels = Array.from(root.querySelectorAll<SVGTextElement>("svg text[data-slug]"));

  function show(query: string) {
    const active = normalizeLocationQuery(query) !== "";
    const shown = filterDirectory(locations, query);
    const shownSlugs = new Set(shown.map((location) => location.slug));
    const counts = new Map<string, number>(
      groupLocationsByType(shown).map((group) => [group.type, group.locations.length]),
    );

    for (const location of locations) location.item.hidden = !shownSlugs.has(location.slug);
    for (const section of sections) {
      const count = counts.get(section.dataset.type ?? "") ?? 0;
      section.hidden = count === 0;
      setCount(section, count);
    }
    for (const chip of chips) {
      const count = counts.get(chip.dataset.type ?? "") ?? 0;
      chip.hidden = count === 0;
      setCount(chip, count);
    }
    // As on the server: the group links only help when there are groups to jump between.
    if (groupNav) groupNav.hidden = counts.size < 2;

    status.textContent = locationCountText(query, shown.length, locations.length);
    emptyState.hidden = shown.length > 0;
    // Never innerHTML: the visitor's text is shown as text.
    emptyQuery.textContent = query.trim();

    if (mapDescription) mapDescription.textContent = locationMapDescription(query, shown.length, locations.length);
    const isDimmed = (slug: string | undefined) => active && !shownSlugs.has(slug ?? "");
    for (const dot of dots) {
      const dimmed = isDimmed(dot.dataset.slug);
      const circle = dot.querySelector("circle");
      circle?.classList.toggle("fill-line", dimmed);
      circle?.classList.toggle("fill-accent", !dimmed && dot.hasAttribute("data-labelled"));
    }
    for (const label of mapLabels) {
      const dimmed = isDimmed(label.dataset.slug);
      label.classList.toggle("fill-subtle", dimmed);
      label.classList.toggle("fill-ink", !dimmed);
    }
    // Paint order as on the server: dimmed dots under the results, labelled cities on top (stable sort).
    const rank = (dot: SVGAElement) => (isDimmed(dot.dataset.slug) ? 0 : dot.hasAttribute("data-labelled") ? 2 : 1);
    dotLayer?.prepend(...dots.sort((a, b) => rank(a) - rank(b)));
  }

  input.addEventListener("input", () => show(input.value));

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const query = input.value.trim();
    const search = query ? `?${new URLSearchParams({ q: query })}` : "";
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
  });

  root.querySelector("a[data-show-all]")?.addEventListener("click", (event) => {
    event.preventDefault();
    input.value = "";
    show("");
    window.history.replaceState(window.history.state, "", window.location.pathname);
    input.focus();
  });

  // The server already rendered its `?q=`; this catches anything typed before the script arrived.
  show(input.value);
  // Lets tests (and curious developers) see that the search now filters in place.
  form.dataset.enhanced = "";
}

function setCount(container: HTMLElement, count: number) {
  const counter = container.querySelector("[data-group-count]");
  if (counter) counter.textContent = `(${count})`;
}
