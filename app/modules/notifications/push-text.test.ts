import { describe, expect, it } from "vitest";
import { pushPreview } from "./push-text";

describe("pushPreview", () => {
  it("keeps short text, on one line", () => {
    expect(pushPreview("Can you come\n  Tuesday?")).toBe("Can you come Tuesday?");
  });
  it("cuts long text at a word with an ellipsis, within the limit", () => {
    const preview = pushPreview("The furnace makes a loud banging noise every time it starts up in the morning", 40);
    expect(preview).toBe("The furnace makes a loud banging noise…");
    expect(preview.length).toBeLessThanOrEqual(40);
  });
  it("cuts a single long word where it must", () => {
    expect(pushPreview("x".repeat(50), 10)).toBe(`${"x".repeat(9)}…`);
  });
});
