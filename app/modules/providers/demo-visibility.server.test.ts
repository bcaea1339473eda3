import { describe, expect, it } from "vitest";
import { onlyPublic, publicProviders } from "./demo-visibility.server";

const rows = [
  { slug: "real", isDemo: false },
  { slug: "invented", isDemo: true },
];

describe("onlyPublic", () => {
  it("keeps demo businesses with demo data on", () => {
    expect(onlyPublic(rows, true).map((row) => row.slug)).toEqual(["real", "invented"]);
  });

  it("drops them with demo data off", () => {
    expect(onlyPublic(rows, false).map((row) => row.slug)).toEqual(["real"]);
  });
});

describe("publicProviders", () => {
  it("adds no condition with demo data on and one with it off", () => {
    expect(publicProviders(true)).toBeUndefined();
    expect(publicProviders(false)).toBeDefined();
  });
});
