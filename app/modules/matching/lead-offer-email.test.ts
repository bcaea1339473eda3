import { describe, expect, it } from "vitest";
import { leadPlace } from "~/modules/catalog";
import { acceptForLine } from "./lead-offer-email";

describe("the words of a lead-offered e-mail", () => {
  it("names the request's place with its town, or the ZIP alone when the table does not know it", () => {
    expect(leadPlace("43215")).toBe("Columbus, OH 43215");
    expect(leadPlace("99999")).toBe("99999");
  });

  it("counts one credit as one", () => {
    expect(acceptForLine(1)).toBe("Accept it for 1 credit in your portal to see the homeowner's contact details.");
    expect(acceptForLine(25)).toContain("25 credits");
  });
});
