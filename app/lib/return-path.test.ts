import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeReturnPath("/admin/leads")).toBe("/admin/leads");
    expect(safeReturnPath("/provider/leads?status=new#top")).toBe("/provider/leads?status=new#top");
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["relative", "admin"],
    ["protocol-relative", "//evil.example"],
    ["backslash", "/\\evil.example"],
    ["absolute", "https://evil.example/"],
    ["javascript", "javascript:alert(1)"],
    ["tab", "/\t/evil.example"],
    ["CR LF header", "/\r\nX-Injected:1"],
    ["LF", "/\nX"],
    ["CR", "/\rX"],
    ["NUL", "/a\u0000b"],
    ["space", "/ /evil.example"],
    ["ideographic full stop", "/\u3002evil.example"],
    ["non-breaking space", "/\u00a0x"],
    ["DEL", "/\u007fx"],
    ["line separator", "/\u2028x"],
  ])("refuses %s", (_name, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("refuses what decodes (once, as the query string is read) to any of those", () => {
    for (const raw of ["/%09/evil.example", "/%0d%0aX-Injected:1", "/%0A", "/%0D", "/%E3%80%82evil", "//evil", "/%5Cevil"]) {
      const value = new URLSearchParams(`redirectTo=${raw}`).get("redirectTo");
      expect(safeReturnPath(value), raw).toBeNull();
    }
  });
});
