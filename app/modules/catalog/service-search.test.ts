import { describe, expect, it } from "vitest";
import { matchServiceQuery } from "./service-search";

describe("matchServiceQuery", () => {
  it.each([
    ["leaky faucet", "plumbing"],
    ["My AC stopped cooling", "hvac"],
    ["furnace making noise", "hvac"],
    ["need a new electrical panel", "electrical"],
    ["Lawn mowing every week", "landscaping"],
    ["deep clean before moving out", "cleaning"],
    ["kitchen remodel", "renovation"],
    ["Water Heater Installation", "plumbing"],
    // Words people type that once went to the wrong trade or to none.
    ["power washing the driveway", "cleaning"],
    ["pressure wash siding", "cleaning"],
    ["roof leak", "renovation"],
    ["frozen pipes", "plumbing"],
    ["no hot water", "plumbing"],
    ["gutters", "cleaning"],
    ["power outage in the garage", "electrical"],
  ])("reads %j as %s", (text, expected) => {
    expect(matchServiceQuery(text)).toBe(expected);
  });

  it("returns null when nothing fits", () => {
    expect(matchServiceQuery("")).toBeNull();
    expect(matchServiceQuery("   ")).toBeNull();
    expect(matchServiceQuery("quantum entanglement")).toBeNull();
  });
});
