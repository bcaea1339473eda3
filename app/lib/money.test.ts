import { describe, expect, it } from "vitest";
import { formatDollars } from "./money";

describe("formatDollars", () => {
  it("shows cents as dollars with cents, as a price is shown", () => {
    expect(formatDollars(13_500)).toBe("$135.00");
    expect(formatDollars(5)).toBe("$0.05");
    expect(formatDollars(123_456_789)).toBe("$1,234,567.89");
  });
});
