import { describe, expect, it } from "vitest";
import { originFromMatches, pageMeta } from "./meta";

describe("pageMeta", () => {
  it("builds title, description, an absolute canonical URL and Open Graph tags", () => {
    const tags = pageMeta({ title: "T", description: "D", path: "/locations/akron", origin: "https://x.test" });
    expect(tags).toContainEqual({ title: "T" });
    expect(tags).toContainEqual({ name: "description", content: "D" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://x.test/locations/akron" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://x.test/locations/akron" });
    expect(tags.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
  });

  it("points og:image at the PNG preview card, with its size", () => {
    const tags = pageMeta({ title: "T", description: "D", path: "/", origin: "https://x.test" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://x.test/images/og-default.png" });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).toContainEqual({ property: "og:image:height", content: "630" });
  });

  it("adds noindex when asked", () => {
    expect(pageMeta({ title: "T", description: "D", path: "/", origin: "", noindex: true })).toContainEqual({
      name: "robots",
      content: "noindex",
    });
  });
});

describe("originFromMatches", () => {
  it("reads the origin from the root match", () => {
    expect(originFromMatches([{ id: "root", data: { origin: "https://a.test" } }, { id: "x" }])).toBe("https://a.test");
    expect(originFromMatches([])).toBe("");
  });
});
