import { describe, expect, it } from "vitest";
import { readForm, readFormFields } from "./read-form";

describe("readForm", () => {
  it("removes control characters but keeps line breaks and tabs", async () => {
    const body = new URLSearchParams({ name: "Jane\u0000 Doe\u0007", message: "line one\r\nline\ttwo" });
    const form = await readForm(new Request("http://x/", { method: "POST", body }));
    expect(form.get("name")).toBe("Jane Doe");
    expect(form.get("message")).toBe("line one\r\nline\ttwo");
  });

  it("answers a body that is not a form with an empty form", async () => {
    const request = new Request("http://x/", {
      method: "POST",
      body: JSON.stringify({ a: 1 }),
      headers: { "content-type": "application/json" },
    });
    expect([...(await readForm(request)).keys()]).toEqual([]);
  });
});

describe("readFormFields", () => {
  it("answers plain values: the first of each name, cleaned, with odd names kept as fields", async () => {
    const body = new URLSearchParams([
      ["name", "Jane\u0000"],
      ["name", "second"],
      ["__proto__", "x"],
    ]);
    const fields = await readFormFields(new Request("http://x/", { method: "POST", body }));
    expect(fields.name).toBe("Jane");
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields)).toEqual(["name", "__proto__"]);
  });
});
