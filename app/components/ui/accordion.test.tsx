// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";

const faqs = [
  { q: "How much does it cost?", a: "Prices depend on the job." },
  { q: "How fast can a pro come?", a: "Usually within 1-3 days." },
  { q: "Is the work guaranteed?", a: "Labor warranties run 90 days to 1 year." },
];

function Faq() {
  return (
    <Accordion>
      {faqs.map((faq, i) => (
        <AccordionItem key={faq.q} value={`item-${i}`}>
          <AccordionTrigger>{faq.q}</AccordionTrigger>
          <AccordionContent>{faq.a}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const trigger = (name: string) => screen.getByRole("button", { name });
const openAnswers = () => faqs.filter((faq) => screen.queryByText(faq.a)).map((faq) => faq.a);

afterEach(cleanup);

describe("Accordion", () => {
  it("starts closed with triggers inside headings", () => {
    render(<Faq />);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
    for (const faq of faqs) expect(trigger(faq.q).getAttribute("aria-expanded")).toBe("false");
    expect(openAnswers()).toEqual([]);
  });

  it("opens one item at a time", () => {
    render(<Faq />);
    fireEvent.click(trigger(faqs[0]!.q));
    expect(openAnswers()).toEqual([faqs[0]!.a]);
    expect(trigger(faqs[0]!.q).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("region", { name: faqs[0]!.q }).textContent).toBe(faqs[0]!.a);

    fireEvent.click(trigger(faqs[1]!.q));
    expect(openAnswers()).toEqual([faqs[1]!.a]);
    expect(trigger(faqs[0]!.q).getAttribute("aria-expanded")).toBe("false");
  });

  it("collapses the open item when its trigger is clicked again", () => {
    render(<Faq />);
    fireEvent.click(trigger(faqs[2]!.q));
    expect(openAnswers()).toEqual([faqs[2]!.a]);
    fireEvent.click(trigger(faqs[2]!.q));
    expect(openAnswers()).toEqual([]);
    expect(trigger(faqs[2]!.q).getAttribute("aria-expanded")).toBe("false");
  });
});
