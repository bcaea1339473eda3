import { expect, it } from "vitest";
import { isHomeownerIntent } from "./contact-actions";

it("knows the three contact actions and nothing else", () => {
  expect(["phone", "message", "all", "nonsense", "toString", null].map(isHomeownerIntent)).toEqual([true, true, true, false, false, false]);
});
