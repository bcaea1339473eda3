import { describe, expect, it } from "vitest";
import { FAQ_SIZE, sentenceCaseName, serviceFaq, subServiceFaq, withArticle } from "./faq";

describe("sentenceCaseName", () => {
  it("lowercases ordinary words and keeps abbreviations", () => {
    expect(sentenceCaseName("Furnace Repair")).toBe("furnace repair");
    expect(sentenceCaseName("AC Repair")).toBe("AC repair");
    expect(sentenceCaseName("EV Charger Installation")).toBe("EV charger installation");
    expect(sentenceCaseName("HVAC")).toBe("HVAC");
    expect(sentenceCaseName("Furnace Tune-Up")).toBe("furnace tune-up");
  });
});

describe("serviceFaq", () => {
  const items = serviceFaq({ serviceName: "Plumbing", placeName: "Columbus" });

  it("has five questions about the service and the place", () => {
    expect(items).toHaveLength(FAQ_SIZE);
    for (const item of items) {
      expect(item.question).toContain("Columbus");
      expect(item.question.endsWith("?")).toBe(true);
      expect(item.answer.length).toBeGreaterThan(60);
    }
    expect(items[0]?.question).toBe("How much do plumbing services cost in Columbus?");
  });

  it("states the original app's scheduling and warranty facts", () => {
    const text = items.map((item) => item.answer).join(" ");
    expect(text).toContain("within 1-3 days");
    expect(text).toContain("same-day or next-day");
    expect(text).toContain("90 days to 1 year");
  });

  it("keeps an abbreviation like HVAC upper case", () => {
    expect(serviceFaq({ serviceName: "HVAC", placeName: "Ohio" })[0]?.question).toBe(
      "How much do HVAC services cost in Ohio?",
    );
  });
});

describe("subServiceFaq", () => {
  const items = subServiceFaq({ serviceName: "HVAC", subServiceName: "Furnace Repair", placeName: "Dayton" });

  it("asks about cost, speed, benefits, warranties and what to look for, in that order", () => {
    expect(items.map((item) => item.question)).toEqual([
      "How much does furnace repair cost in Dayton?",
      "How soon can I get furnace repair in Dayton?",
      "What are the benefits of hiring a professional for furnace repair?",
      "Is furnace repair covered by a warranty?",
      "What should I look for in a furnace repair pro?",
    ]);
  });

  it("says labor warranties run from 90 days to multiple years", () => {
    const text = items.map((item) => item.answer).join(" ");
    expect(text).toContain("90 days to multiple years");
    expect(text).toContain("within 1-3 days");
    expect(text).toContain("same-day or next-day");
  });
});

describe("withArticle", () => {
  it("uses an before vowel sounds, including initialisms", () => {
    expect(withArticle("HVAC")).toBe("an HVAC");
    expect(withArticle("AC repair")).toBe("an AC repair");
    expect(withArticle("electrical")).toBe("an electrical");
    expect(withArticle("plumbing")).toBe("a plumbing");
    expect(withArticle("furnace repair")).toBe("a furnace repair");
  });
});
