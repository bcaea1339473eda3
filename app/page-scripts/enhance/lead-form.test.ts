// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, expect, it } from "vitest";
import { LeadContactFields } from "~/components/leads/lead-contact-fields";
import { LEAD_FORM_MESSAGES } from "~/modules/intake/lead-form";
import { enhanceLeadForm } from "./lead-form";

let valid: SubmitEvent[];
const form = () => document.querySelector("form")!;
const field = (name: string) => form().querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const message = (name: string) => {
  const id = field(name).getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
};

function submit() {
  const event = new SubmitEvent("submit", { bubbles: true, cancelable: true });
  form().dispatchEvent(event);
  return event;
}

function type(name: string, value: string) {
  field(name).value = value;
  field(name).dispatchEvent(new Event("input", { bubbles: true }));
}

function render(errors = {}) {
  document.body.innerHTML = `<form method="post">${renderToStaticMarkup(
    createElement(LeadContactFields, { idPrefix: "contact", errors, button: "questionnaire" }),
  )}<button type="submit">View Matching Pros</button></form>`;
  valid = [];
  return enhanceLeadForm(form(), { onValid: (event) => valid.push(event) });
}

beforeEach(() => render());

it("checks nothing until the first submit, which shows the spec's messages and focuses the first", () => {
  type("firstName", "");
  expect(form().querySelector("[aria-invalid]")).toBeNull();

  const event = submit();
  expect(event.defaultPrevented).toBe(true);
  expect(valid).toEqual([]);
  expect(message("firstName")).toBe(LEAD_FORM_MESSAGES.firstName);
  expect(message("lastName")).toBe(LEAD_FORM_MESSAGES.lastName);
  expect(message("email")).toBe(LEAD_FORM_MESSAGES.email);
  expect(message("phone")).toBe(LEAD_FORM_MESSAGES.phoneLength);
  expect(field("firstName").getAttribute("aria-invalid")).toBe("true");
  expect(document.activeElement).toBe(field("firstName"));
  // The message looks like the server's (its icon and role come from the template).
  expect(document.getElementById("contact-firstName-error")!.getAttribute("role")).toBe("alert");
  expect(document.getElementById("contact-firstName-error")!.querySelector("svg")).not.toBeNull();
});

it("re-checks on every change after a submit", () => {
  submit();
  type("firstName", "Dana");
  expect(message("firstName")).toBeUndefined();
  expect(field("firstName").hasAttribute("aria-invalid")).toBe(false);
  expect(document.getElementById("contact-firstName-error")).toBeNull();
  type("phone", "614-555-O1O1");
  expect(message("phone")).toBe(LEAD_FORM_MESSAGES.phoneDigits);
  expect(document.querySelectorAll("#contact-phone-error")).toHaveLength(1);
});

it("lets a valid form through to onValid, with no messages left", () => {
  submit();
  type("firstName", "Dana");
  type("lastName", "Miller");
  type("phone", "6145550101");
  type("email", "dana@example.com");
  const event = submit();
  expect(event.defaultPrevented).toBe(false);
  expect(valid).toEqual([event]);
  expect(form().querySelector("[aria-invalid], [role=alert]")).toBeNull();
});

it("keeps the server's messages current from the first change after a post without JavaScript", () => {
  render({ firstName: LEAD_FORM_MESSAGES.firstName, email: LEAD_FORM_MESSAGES.email });
  expect(message("firstName")).toBe(LEAD_FORM_MESSAGES.firstName);
  type("firstName", "Robin");
  expect(message("firstName")).toBeUndefined();
  // Every field is checked again, as after a submit.
  expect(message("lastName")).toBe(LEAD_FORM_MESSAGES.lastName);
});
