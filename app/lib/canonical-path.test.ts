import { describe, expect, it } from "vitest";
import { redirectToCanonicalPath } from "./canonical-path";

function thrown(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("redirectToCanonicalPath", () => {
  it("lets the canonical path through", () => {
    expect(thrown(() => redirectToCanonicalPath(new Request("http://x.test/locations/new-albany"), "/locations/new-albany"))).toBeUndefined();
  });

  it.each([
    ["an encoded space", "http://x.test/locations/new%20albany?q=1", "/locations/new-albany?q=1"],
    ["a trailing slash", "http://x.test/services/hvac/ohio/", "/services/hvac/ohio"],
    ["another spelling", "http://x.test/locations/st.-marys", "/locations/st-marys"],
  ])("answers 301 to the canonical path for %s, keeping the query", (_, url, target) => {
    const canonical = target.split("?")[0] ?? "";
    const response = thrown(() => redirectToCanonicalPath(new Request(url), canonical));
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(301);
    expect((response as Response).headers.get("Location")).toBe(target);
  });
});
