// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, expect, it } from "vitest";
import { ResumeCardTemplate } from "~/components/home/resume-card";
import { RECENT_REQUEST_KEY } from "~/modules/intake/recent-request";
import { showResumeCard } from "./resume-card";
import { DAY_MS } from "~/lib/ohio-time";

const NOW = Date.UTC(2026, 10, 22, 12);
const template = () => document.querySelector<HTMLTemplateElement>("template[data-resume-card]")!;

function save(value: unknown) {
  window.localStorage.setItem(RECENT_REQUEST_KEY, typeof value === "string" ? value : JSON.stringify(value));
}

beforeEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = renderToStaticMarkup(
    createElement(ResumeCardTemplate, { categoryNames: { hvac: "HVAC", plumbing: "Plumbing" } }),
  );
});

it("shows a fresh request with its category name and a Resume link to its route", () => {
  save({ category: "hvac", route: "/service-details/hvac?zip=43215", timestamp: NOW - DAY_MS });
  const card = showResumeCard(template(), window.localStorage, NOW)!;
  expect(card.isConnected).toBe(true);
  expect(card.textContent).toContain("Pick up where you left off");
  expect(card.querySelector("[data-slot=category]")!.textContent).toBe("HVAC");
  expect(card.querySelector("a")!.getAttribute("href")).toBe("/service-details/hvac?zip=43215");

  card.querySelector<HTMLButtonElement>("[data-slot=dismiss]")!.click();
  expect(card.isConnected).toBe(false);
});

it("shows nothing for a request 8 days old, and keeps it (it is valid, only stale)", () => {
  save({ category: "hvac", route: "/service-details/hvac", timestamp: NOW - 8 * DAY_MS });
  expect(showResumeCard(template(), window.localStorage, NOW)).toBeNull();
  expect(document.querySelector("section")).toBeNull();
});

it("removes corrupt data and data pointing off the site", () => {
  save("{not json");
  expect(showResumeCard(template(), window.localStorage, NOW)).toBeNull();
  expect(window.localStorage.getItem(RECENT_REQUEST_KEY)).toBeNull();

  save({ category: "hvac", route: "//evil.example/", timestamp: NOW });
  expect(showResumeCard(template(), window.localStorage, NOW)).toBeNull();
  expect(window.localStorage.getItem(RECENT_REQUEST_KEY)).toBeNull();
});

it("an unknown category is shown as saved, as text", () => {
  save({ category: "<b>roofing</b>", route: "/service-questionnaire/roofing", timestamp: NOW });
  const card = showResumeCard(template(), window.localStorage, NOW)!;
  expect(card.querySelector("[data-slot=category]")!.textContent).toBe("<b>roofing</b>");
  expect(card.querySelector("b")).toBeNull();
});
