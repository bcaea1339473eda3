// @vitest-environment happy-dom
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import ProjectDetails from "~/routes/questionnaire/project-details";
import { enhanceCharCounter } from "./char-counter";

const counter = () => document.querySelector<HTMLElement>("[data-char-count-for]")!;
const textarea = () => document.querySelector("textarea")!;

function render(step: "project-details" | "address", details: string) {
  const props = {
    loaderData: { step, serviceName: "Roofing", details, street: "", city: "" },
  } as unknown as ComponentProps<typeof ProjectDetails>;
  document.body.innerHTML = renderToStaticMarkup(createElement(ProjectDetails, props));
  enhanceCharCounter(counter(), textarea());
}

function type(value: string) {
  textarea().value = value;
  textarea().dispatchEvent(new Event("input", { bubbles: true }));
}

it("shows count/2000 as the visitor types", () => {
  render("project-details", "");
  expect(counter().textContent).toBe("0/2000");
  type("Leak");
  expect(counter().textContent).toBe("4/2000");
});

it("does not enforce 2000: longer text stays and the count goes past it", () => {
  render("address", "");
  const long = "a".repeat(2100);
  type(long);
  expect(counter().textContent).toBe("2100/2000");
  expect(textarea().value).toBe(long);
  expect(textarea().maxLength).toBe(-1);
});

it("counts what came back in the URL, and an emoji as one character", () => {
  render("project-details", "Old house");
  expect(counter().textContent).toBe("9/2000");
  type("🔥 hot");
  expect(counter().textContent).toBe("5/2000");
});
