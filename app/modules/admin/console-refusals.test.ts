import { expect, it } from "vitest";
import { refusalAtTop } from "./console-refusals";

const pending = [{ id: "a" }, { id: "b" }];

it("says a refusal beside the form of the item it names", () => {
  expect(refusalAtTop({ ok: false, targetId: "a" }, pending)).toBe(false);
});

it("says at the top a refusal that names no item, or an item whose form is gone from the page (decided elsewhere)", () => {
  expect(refusalAtTop({ ok: false }, pending)).toBe(true);
  expect(refusalAtTop({ ok: false, targetId: null }, pending)).toBe(true);
  expect(refusalAtTop({ ok: false, targetId: "c" }, pending)).toBe(true);
  expect(refusalAtTop({ ok: false, targetId: "a" }, [])).toBe(true);
});

it("says nothing at the top for no answer or a success", () => {
  expect(refusalAtTop(undefined, pending)).toBe(false);
  expect(refusalAtTop({ ok: true, targetId: "c" }, pending)).toBe(false);
});
