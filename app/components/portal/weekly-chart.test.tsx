import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WeeklyChart } from "./weekly-chart";

const weeks = (leads: number[]) => leads.map((count, i) => ({ weekStart: `2026-01-${String(5 + i * 7).padStart(2, "0")}`, leads: count, creditsSpent: 0 }));

describe("WeeklyChart", () => {
  it("says the twelve weeks' total with the right plural", () => {
    const text = (leads: number[]) => renderToString(<WeeklyChart title="Leads received" unit="lead" colorToken="--x" weeks={weeks(leads)} field="leads" />).replace(/<!-- -->/g, "");
    expect(text([1, 0])).toContain("1 lead in 12 weeks");
    expect(text([1, 2])).toContain("3 leads in 12 weeks");
    expect(text([0, 0])).toContain("0 leads in 12 weeks");
  });
});
