import { describe, expect, it } from "vitest";
import { privatePageHeaders } from "./private-page-headers";

describe("private page headers", () => {
  it("are never stored and keep an action's Retry-After", () => {
    expect(Object.fromEntries(privatePageHeaders({ actionHeaders: new Headers() }))).toEqual({ "cache-control": "no-store" });
    const limited = privatePageHeaders({ actionHeaders: new Headers({ "Retry-After": "60", "X-Other": "1" }) });
    expect(Object.fromEntries(limited)).toEqual({ "cache-control": "no-store", "retry-after": "60" });
  });
});
