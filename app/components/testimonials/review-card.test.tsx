// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import type { RecentReview } from "~/modules/providers/index.server";
import { ReviewCard } from "./review-card";

const REVIEW: RecentReview = {
  id: "r1",
  author: "Dana R.",
  rating: 4,
  body: "Came the same day.",
  pro: { businessName: "Olentangy Heating", city: "Columbus" },
  // 03:30 UTC on Nov 4 is still Nov 3 in Ohio.
  writtenAt: new Date("2026-11-04T03:30:00Z"),
  isDemo: false,
  reply: null,
  hiddenReason: null,
};

function render(review: RecentReview, showPro = true): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderToStaticMarkup(<ReviewCard review={review} showPro={showPro} />);
  return root;
}

it("says when the review was written, on Ohio's calendar, in a machine-readable time", () => {
  const time = render(REVIEW).querySelector("figcaption time")!;
  expect(time.textContent).toBe("Nov 3, 2026");
  expect(time.getAttribute("datetime")).toBe("2026-11-04T03:30:00.000Z");
  expect(render(REVIEW).querySelector("figcaption")!.textContent).toContain("Dana R. about Olentangy Heating, Columbus");
  expect(render(REVIEW, false).querySelector("figcaption")!.textContent).toBe("Dana R.Nov 3, 2026");
});

it("a hidden review shows only the operator's reason, with no words, stars or date", () => {
  const card = render({ ...REVIEW, hiddenReason: "It named a person." });
  expect(card.textContent).toContain("It named a person.");
  expect(card.textContent).not.toContain("Came the same day.");
  expect(card.querySelector("time")).toBeNull();
});

it("clamps a review of the longest allowed length behind a Read more, and keeps all its words", () => {
  const body = `${"Long story short, ".repeat(200)}https://example.com/${"a".repeat(300)}`;
  const card = render({ ...REVIEW, body, reply: null });
  expect(card.querySelector("blockquote p")!.className).toContain("line-clamp-6");
  expect(card.querySelector("blockquote details summary")!.textContent).toContain("Read more");
  expect(card.querySelector("blockquote")!.textContent).toContain(body);
});
