import { describe, expect, it } from "vitest";
import { z as classic } from "zod";
import * as mini from "zod/mini";
import { parseForm } from "./form-result";

const miniSchema = mini
  .object({
    name: mini.string().check(mini.trim(), mini.minLength(1, "Enter a name."), mini.maxLength(5, "Keep it short.")),
    age: mini.pipe(mini.string().check(mini.regex(/^\d+$/, "Enter a number.")), mini.transform(Number)),
  })
  .check(mini.refine((form) => form.name !== "Eve" || form.age > 20, "Eve must be over 20."));

const classicSchema = classic.object({
  name: classic.string().trim().min(1, "Enter a name.").max(5, "Keep it short."),
  age: classic.string().regex(/^\d+$/, "Enter a number.").transform(Number),
});

describe("parseForm", () => {
  it("returns the parsed value of a good form, from zod/mini and from zod", () => {
    expect(parseForm(miniSchema, { name: " Ann ", age: "42" })).toEqual({ ok: true, value: { name: "Ann", age: 42 } });
    expect(parseForm(classicSchema, { name: " Ann ", age: "42" })).toEqual({ ok: true, value: { name: "Ann", age: 42 } });
  });

  it("keeps the first message of each field and the values as given", () => {
    const values = { name: "toolong!", age: "x" };
    expect(parseForm(miniSchema, values)).toEqual({ ok: false, errors: { name: "Keep it short.", age: "Enter a number." }, values });
    expect(parseForm(classicSchema, values)).toEqual({ ok: false, errors: { name: "Keep it short.", age: "Enter a number." }, values });
  });

  it("gives one message per field even when a field fails twice", () => {
    const twice = mini.object({ code: mini.string().check(mini.minLength(3, "First."), mini.regex(/^\d+$/, "Second.")) });
    expect(parseForm(twice, { code: "a" })).toMatchObject({ ok: false, errors: { code: "First." } });
  });

  it("puts a message about the whole form on formField, or leaves it out", () => {
    const values = { name: "Eve", age: "19" };
    expect(parseForm(miniSchema, values, { formField: "age" })).toEqual({ ok: false, errors: { age: "Eve must be over 20." }, values });
    expect(parseForm(miniSchema, values)).toEqual({ ok: false, errors: {}, values });
  });

  it("reports a missing field under its name", () => {
    expect(parseForm(classicSchema, { name: "Ann" })).toMatchObject({ ok: false, errors: { age: expect.any(String) } });
  });
});
