import { expect, it } from "vitest";
import { requestSummaryLines } from "./request-summary";

it("repeats every answer the homeowner gave, the phone as a person reads it, and how to correct it", () => {
  expect(
    requestSummaryLines({
      answers: { zip: "43215", service: "plumbing", system: "Water heater", urgency: "soon", budget: "1000to3000", query: "Leaking tank", details: "Basement,\nnear the stairs", street: "12 Elm St" },
      phone: "6148284471",
      categoryName: "Plumbing",
      where: "Columbus, OH 43215",
      phoneDisplay: "(800) 456-7890",
    }),
  ).toEqual([
    "What you sent us:",
    "- Service: Plumbing: Water heater",
    "- Where: 12 Elm St, Columbus, OH 43215",
    "- When: Within 2 weeks",
    "- Budget: $1,000 - $3,000",
    "- In your words: Leaking tank / Basement, / near the stairs",
    "- Your phone: (614) 828-4471 (the pros who take your request call or text it; if it is wrong, call us at (800) 456-7890)",
  ]);
});

it("leaves out what was not answered", () => {
  const lines = requestSummaryLines({ answers: { zip: "45701", service: "cleaning" }, phone: "7405924410", categoryName: "Cleaning", where: "Athens, OH 45701", phoneDisplay: "(800) 456-7890" });
  expect(lines).toEqual([
    "What you sent us:",
    "- Service: Cleaning",
    "- Where: Athens, OH 45701",
    "- Your phone: (740) 592-4410 (the pros who take your request call or text it; if it is wrong, call us at (800) 456-7890)",
  ]);
});
