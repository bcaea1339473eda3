import { describe, expect, it } from "vitest";
import { plural } from "./plural";

describe("plural", () => {
  it("uses the singular for exactly one and the plural otherwise", () => {
    expect(plural(1, "lead")).toBe("1 lead");
    expect(plural(0, "lead")).toBe("0 leads");
    expect(plural(12, "credit")).toBe("12 credits");
    expect(plural(-1, "credit")).toBe("-1 credits");
  });

  it("takes an irregular plural", () => {
    expect(plural(1, "pro was", "pros were")).toBe("1 pro was");
    expect(plural(2, "pro was", "pros were")).toBe("2 pros were");
  });
});
