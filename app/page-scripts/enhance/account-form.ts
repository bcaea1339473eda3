import {
  type AccountFormName,
  ACCOUNT_FORMS,
  type FieldErrors,
  type FormSummary,
  readAccountForm,
  validateAccountForm,
} from "~/modules/accounts";
import { setFieldError } from "./field-error";

/**
 * An account form's checks in the browser: on submit, then on every change,
 * with the server's schema. Messages are drawn from the server's own markup
 * (`<template data-field-error>` and the summary box) so they look the same
 * as after a post without JavaScript.
 */
export function enhanceAccountForm(form: HTMLFormElement, onValid?: () => void): void {
  const name = form.dataset.accountForm as AccountFormName | undefined;
  if (!name || !(name in ACCOUNT_FORMS)) return;
  const summaryBox = form.querySelector<HTMLElement>("[data-form-summary]");

  const showSummary = (summary: FormSummary | null) => {
    if (!summaryBox) return;
    summaryBox.hidden = summary === null;
    const title = summaryBox.querySelector("[data-summary-title]");
    const message = summaryBox.querySelector("[data-summary-message]");
    if (title) title.textContent = summary?.title ?? summaryBox.dataset.defaultTitle ?? "";
    if (message) message.textContent = summary ? `${summaryBox.dataset.prefix ?? ""}${summary.message}` : "";
  };

  const showErrors = (errors: FieldErrors, focus: boolean) => {
    let first: HTMLInputElement | null = null;
    for (const field of form.querySelectorAll<HTMLInputElement>("input[name]")) {
      if (field.type === "hidden") continue;
      if (setFieldError(form, field, errors[field.name])) first ??= field;
    }
    if (focus) first?.focus();
  };

  const check = () => validateAccountForm(name, readAccountForm(name, new FormData(form)));
  let validated = form.querySelector("[aria-invalid=true]") !== null;

  form.noValidate = true;
  form.addEventListener("submit", (event) => {
    validated = true;
    const result = check();
    if (result.ok) {
      onValid?.();
      return;
    }
    event.preventDefault();
    showSummary(result.summary);
    showErrors(result.errors, true);
  });
  form.addEventListener("input", () => {
    if (!validated) return;
    const result = check();
    showErrors(result.ok ? {} : result.errors, false);
    if (result.ok) showSummary(null);
  });
}
