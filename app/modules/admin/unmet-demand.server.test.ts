import { describe, expect, it } from "vitest";
import { unmetDemandCsv } from "./unmet-demand.server";

describe("unmetDemandCsv", () => {
  it("writes a header and one line per row, quoting what needs quoting and defusing formulas", () => {
    const csv = unmetDemandCsv([
      { week: "2026-11-23", zip: "45701", county: "Athens", trade: "HVAC", requests: 3, waiting: 1, laterMatched: 2 },
      { week: "2026-11-16", zip: "43215", county: "Franklin", trade: 'Kitchen, "Bath"', requests: 1, waiting: 0, laterMatched: 0 },
      { week: "2026-11-16", zip: "43215", county: "=cmd()", trade: "Roofing", requests: 1, waiting: 0, laterMatched: 0 },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "week,zip,county,trade,requests,waiting,later_matched",
      "2026-11-23,45701,Athens,HVAC,3,1,2",
      '2026-11-16,43215,Franklin,"Kitchen, ""Bath""",1,0,0',
      "2026-11-16,43215,'=cmd(),Roofing,1,0,0",
      "",
    ]);
  });
});
