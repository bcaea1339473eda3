import { describe, expect, it } from "vitest";
import { describeError } from "./logger.server";

describe("describeError", () => {
  it("drops a failed query's parameters, which hold personal data", () => {
    const cause = Object.assign(new Error("invalid byte sequence"), { code: "22021" });
    const error = new Error("Failed query: insert into lead_contacts values ($1, $2)\nparams: Jane,jane@example.com", { cause });
    const described = JSON.stringify(describeError(error));
    expect(described).not.toContain("jane@example.com");
    expect(described).toContain("Failed query: insert into lead_contacts");
    expect(described).toContain("22021");
  });
});
