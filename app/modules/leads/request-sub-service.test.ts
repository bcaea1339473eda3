import { describe, expect, it } from "vitest";
import { requestSubService } from "./request-sub-service";

describe("requestSubService", () => {
  it("names the job type of a project link, and none for a category or nothing", () => {
    expect(requestSubService("painting")).toBe("house-painting");
    expect(requestSubService(" Roofing ")).toBe("roof-repair-and-replacement");
    expect(requestSubService("hvac")).toBeNull();
    expect(requestSubService("furnace")).toBeNull();
    expect(requestSubService(null)).toBeNull();
  });
});
