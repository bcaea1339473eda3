// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { FaqAccordion } from "./faq-accordion";

const items = [
  { question: "How much does it cost?", answer: "It depends on the job." },
  { question: "How soon can a pro come?", answer: "Usually within 1-3 days." },
  { question: "Is there a warranty?", answer: "Labor is covered for 90 days to 1 year." },
];

afterEach(cleanup);

const trigger = (name: string) => screen.getByRole("button", { name });
const visibleAnswers = () =>
  items.filter((item) => !screen.getByText(item.answer).closest("[hidden]")).map((item) => item.answer);

describe("FaqAccordion", () => {
  it("puts every answer in the server HTML, none hidden", () => {
    const html = renderToString(<FaqAccordion heading="Questions" items={items} />);
    for (const item of items) expect(html).toContain(item.answer);
    expect(html).not.toMatch(/\shidden[=\s>]/);
  });

  it("hides closed answers once hydrated and opens one at a time", async () => {
    await act(async () => {
      render(<FaqAccordion heading="Questions" items={items} />);
    });
    expect(screen.getByRole("heading", { level: 2, name: "Questions" })).toBeTruthy();
    expect(visibleAnswers()).toEqual([]);

    fireEvent.click(trigger(items[0]!.question));
    expect(visibleAnswers()).toEqual([items[0]!.answer]);
    expect(trigger(items[0]!.question).getAttribute("aria-expanded")).toBe("true");

    fireEvent.click(trigger(items[1]!.question));
    expect(visibleAnswers()).toEqual([items[1]!.answer]);
    expect(trigger(items[0]!.question).getAttribute("aria-expanded")).toBe("false");
  });

  it("collapses the open answer when its question is clicked again", async () => {
    await act(async () => {
      render(<FaqAccordion heading="Questions" items={items} />);
    });
    fireEvent.click(trigger(items[2]!.question));
    expect(visibleAnswers()).toEqual([items[2]!.answer]);
    fireEvent.click(trigger(items[2]!.question));
    expect(visibleAnswers()).toEqual([]);
  });
});
