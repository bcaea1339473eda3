import { describe, expect, it } from "vitest";
import { HIRED_ELSEWHERE_REASON, HOMEOWNER_CLOSED_REASON, SUSPENDED_PRO_REASON } from "~/modules/pipeline";
import { OFFER_EXPIRED_REASON } from "~/modules/matching/unanswered-offers.server";
import { homeownerProStatus } from "./pro-status-labels";

describe("homeownerProStatus", () => {
  it("says a pro did not answer in time only when that is why its offer ended", () => {
    expect(homeownerProStatus("expired", OFFER_EXPIRED_REASON)).toBe("Did not answer in time");
    expect(homeownerProStatus("expired", null)).toBe("Did not answer in time");
    expect(homeownerProStatus("expired", HIRED_ELSEWHERE_REASON)).toBe("Closed: you hired another pro");
    expect(homeownerProStatus("expired", SUSPENDED_PRO_REASON)).toBe("No longer available");
    expect(homeownerProStatus("expired", HOMEOWNER_CLOSED_REASON)).toBe("Closed: you closed the request");
  });

  it("names every other status as before, whatever reason is passed", () => {
    expect(homeownerProStatus("accepted", HIRED_ELSEWHERE_REASON)).toBe("Pro has your details");
    expect(homeownerProStatus("hired", null)).toBe("Hired");
  });
});
