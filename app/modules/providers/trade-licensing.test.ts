import { describe, expect, it } from "vitest";
import { SERVICES } from "~/modules/catalog/services";
import { isStateLicensed } from "./trade-licensing";

describe("isStateLicensed", () => {
  it("is true of the trades Ohio's board licenses and of no other", () => {
    expect(SERVICES.filter((service) => isStateLicensed(service.slug)).map((service) => service.slug)).toEqual(["hvac", "plumbing", "electrical"]);
  });

  it("is false of a slug that is not a trade, an object's own property names included", () => {
    for (const slug of ["roofing", "", "constructor", "toString", "__proto__"]) expect(isStateLicensed(slug), slug).toBe(false);
  });
});
