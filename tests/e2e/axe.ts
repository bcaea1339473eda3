import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails on any serious or critical WCAG 2.x A/AA violation on the page.
 * Legacy mode runs axe in the page itself: the default opens a blank page of its own for every check to gather
 * the frames' results in, which made a check take about twice as long (docs/decisions/086: 0.6 to 1.4 s against
 * 1.0 to 3.8 s on four pages of this app); it gives up only cross-origin frames, and no page here has a frame.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).setLegacyMode(true).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}
