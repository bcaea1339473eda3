import { describe, expect, it } from "vitest";
import { escapeXml } from "./escape-xml";

describe("escapeXml", () => {
  it("escapes the five XML entities", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    expect(escapeXml("plain-text/123")).toBe("plain-text/123");
  });

  it("escapes once, not twice", () => {
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });
});
