import { describe, expect, it } from "vitest";
import { FrontMatterError, parseFrontMatter } from "./front-matter";

describe("parseFrontMatter", () => {
  it("reads key: value lines and returns the body after the closing line", () => {
    const result = parseFrontMatter("---\ntitle: Hello: a title with a colon\npopular: true\n---\n\n# Body\n\nText.\n");
    expect(result.attributes).toEqual({ title: "Hello: a title with a colon", popular: "true" });
    expect(result.body).toBe("# Body\n\nText.\n");
  });

  it("accepts CRLF line endings, a byte-order mark, blank lines, comments and quoted values", () => {
    const source = "\uFEFF---\r\n# a comment\r\n\r\ntitle: \"#1 tip\"\r\nalt: 'single: quoted'\r\nempty:\r\n---\r\nBody";
    const result = parseFrontMatter(source);
    expect(result.attributes).toEqual({ title: "#1 tip", alt: "single: quoted", empty: "" });
    expect(result.body).toBe("Body");
  });

  it("keeps unmatched quotes as they are", () => {
    expect(parseFrontMatter('---\na: "half\n---\n').attributes).toEqual({ a: '"half' });
  });

  it.each([
    ["an empty file", ""],
    ["no opening line", "title: x\n---\nbody"],
    ["text before the opening line", "intro\n---\ntitle: x\n---\n"],
  ])("rejects %s", (_label, source) => {
    expect(() => parseFrontMatter(source)).toThrow(/must start with/);
  });

  it("rejects a block that is never closed", () => {
    expect(() => parseFrontMatter("---\ntitle: x\nexcerpt: y\n")).toThrow(/not closed/);
  });

  it("rejects a line without a key", () => {
    expect(() => parseFrontMatter("---\ntitle: x\njust some words\n---\n")).toThrow(/line 3: expected "key: value"/);
    expect(() => parseFrontMatter("---\n: value\n---\n")).toThrow(FrontMatterError);
  });

  it("rejects invalid and duplicate keys", () => {
    expect(() => parseFrontMatter("---\nbad key: x\n---\n")).toThrow(/invalid key/);
    expect(() => parseFrontMatter("---\n__proto__: x\n---\n")).toThrow(/invalid key/);
    expect(() => parseFrontMatter("---\ntitle: a\ntitle: b\n---\n")).toThrow(/duplicate key "title"/);
  });
});
