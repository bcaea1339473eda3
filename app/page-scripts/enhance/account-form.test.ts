// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, expect, it } from "vitest";
import { AccountForm, AccountTextField } from "~/components/accounts/account-form";
import { enhanceAccountForm } from "./account-form";

let validCount: number;
const form = () => document.querySelector("form")!;
const field = (name: string) => form().querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const message = (name: string) => {
  const id = field(name).getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
};
const summary = () => form().querySelector<HTMLElement>("[data-form-summary]")!;

function submit() {
  const event = new SubmitEvent("submit", { bubbles: true, cancelable: true });
  form().dispatchEvent(event);
  return event;
}

function type(name: string, value: string) {
  field(name).value = value;
  field(name).dispatchEvent(new Event("input", { bubbles: true }));
}

beforeEach(() => {
  // The server's own markup of the login form, as the page script finds it.
  document.body.innerHTML = renderToStaticMarkup(
    createElement(
      AccountForm,
      { name: "login", summaryTitle: "Sign in failed", summaryPrefix: "Error: " },
      createElement(AccountTextField, { form: "login", name: "email", label: "Email" }),
      createElement(AccountTextField, { form: "login", name: "password", label: "Password", type: "password" }),
    ),
  );
  validCount = 0;
  enhanceAccountForm(form(), () => (validCount += 1));
});

it("stops an empty submit and shows the original app's error box and the fields' messages", () => {
  expect(summary().hidden).toBe(true);
  expect(submit().defaultPrevented).toBe(true);
  expect(summary().hidden).toBe(false);
  expect(summary().textContent).toContain("Sign in failed");
  expect(summary().textContent).toContain("Error: Email and password are required");
  expect(message("email")).toBe("This field is required");
  expect(document.activeElement).toBe(field("email"));
  expect(validCount).toBe(0);
});

it("clears the messages as the fields are filled, then lets the form post", () => {
  submit();
  type("email", "dana@example.com");
  expect(message("email")).toBeUndefined();
  type("password", "maple-tree-42");
  expect(summary().hidden).toBe(true);
  expect(submit().defaultPrevented).toBe(false);
  expect(validCount).toBe(1);
});
