import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "../../tests/e2e/public-pages";
import { LIGHTHOUSE_PAGES } from "./lighthouse-pages";

describe("Lighthouse page list", () => {
  it("covers every public page the browser tests know, except the 404 page Lighthouse cannot score", () => {
    const measured = new Set(LIGHTHOUSE_PAGES.map((page) => page.path));
    const missing = PUBLIC_PAGES.filter((path) => path !== "/does-not-exist" && !measured.has(path));
    expect(missing).toEqual([]);
  });

  it("names each page once", () => {
    const names = LIGHTHOUSE_PAGES.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(LIGHTHOUSE_PAGES.map((page) => page.path)).size).toBe(LIGHTHOUSE_PAGES.length);
  });
});
