// @vitest-environment happy-dom
import { beforeEach, expect, it } from "vitest";
import { loadRecentRequest, RECENT_REQUEST_KEY } from "~/modules/intake/recent-request";
import { rememberRequest } from "./remember-request";

beforeEach(() => window.localStorage.clear());

it("saves the step's category and path with its query string for the resume card", () => {
  const before = Date.now();
  rememberRequest("HVAC", { pathname: "/budget-range", search: "?zip=43215&service=hvac&system=HVAC+-+Repair" });
  const saved = JSON.parse(window.localStorage.getItem(RECENT_REQUEST_KEY)!);
  expect(saved).toMatchObject({ category: "HVAC", route: "/budget-range?zip=43215&service=hvac&system=HVAC+-+Repair" });
  expect(saved.timestamp).toBeGreaterThanOrEqual(before);
  expect(loadRecentRequest(window.localStorage)).toEqual(saved);
});

it("blocked storage is no error: the card is optional", () => {
  expect(() =>
    rememberRequest("HVAC", { pathname: "/budget-range", search: "" }, () => {
      throw new DOMException("blocked", "SecurityError");
    }),
  ).not.toThrow();
});
