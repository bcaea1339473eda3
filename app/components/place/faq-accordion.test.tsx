import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FaqAccordion } from "./faq-accordion";

const items = [
  { question: "How much does it cost?", answer: "It depends on the job." },
  { question: "How soon can a pro come?", answer: "Usually within 1-3 days." },
];

describe("FaqAccordion", () => {
  it("renders each item as a closed <details> in one exclusive group, answers in the HTML", () => {
    const html = renderToString(<FaqAccordion id="faq" heading="Questions" items={items} />);
    for (const item of items) expect(html).toContain(item.answer);
    const names = [...html.matchAll(/<details name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toEqual(["faq-items", "faq-items"]);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toContain('<h2 id="faq"');
  });
});
