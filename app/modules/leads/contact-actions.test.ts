import { expect, it } from "vitest";
import { isContactIntent } from "./contact-actions";

it("knows the three contact actions and nothing else", () => {
  expect(["phone", "message", "all", "nonsense", null].map(isContactIntent)).toEqual([true, true, true, false, false]);
});
