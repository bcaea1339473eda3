import { contactFromForm, type FieldErrors, LEAD_CONTACT_FIELDS, validateLeadContact } from "~/modules/intake";
import { setFieldError } from "./field-error";
import { isPreviousSubmit } from "./next-button";

/**
 * The lead form's checks in the browser: on submit, then again
 * on every change, with the schema the server uses (zod/mini). The server's
 * markup (LeadContactFields) carries a `<template data-field-error>` so the
 * messages look exactly like the ones it renders after a post without
 * JavaScript; those are replaced in place.
 */
export type LeadFormOptions = {
  /** Runs for a valid submit; may call preventDefault to send the form itself. */
  onValid?: (event: SubmitEvent) => void;
};

export type EnhancedLeadForm = {
  /** Shows these messages (and clears the others); moves the focus to the first when asked. */
  showErrors: (errors: FieldErrors, focus?: boolean) => void;
};

export function enhanceLeadForm(form: HTMLFormElement, { onValid }: LeadFormOptions = {}): EnhancedLeadForm {
  const input = (name: string) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement ? element : null;
  };

  const showErrors = (errors: FieldErrors, focus = false) => {
    let first: HTMLInputElement | null = null;
    for (const name of LEAD_CONTACT_FIELDS) {
      const field = input(name);
      if (!field || field.type === "checkbox") continue;
      if (setFieldError(form, field, errors[name])) first ??= field;
    }
    if (focus) first?.focus();
  };

  // A post without JavaScript may have come back with messages: keep them current from the first change.
  let validated = form.querySelector("[aria-invalid=true]") !== null;
  const validate = () => {
    const result = validateLeadContact(contactFromForm(new FormData(form)));
    return result.ok ? {} : result.errors;
  };

  form.noValidate = true;
  form.addEventListener("submit", (event) => {
    // Previous (on /contact-info) goes back keeping what was typed, checked or not.
    if (isPreviousSubmit(event)) return;
    validated = true;
    const errors = validate();
    const valid = Object.keys(errors).length === 0;
    showErrors(errors, !valid);
    if (!valid) {
      event.preventDefault();
      return;
    }
    onValid?.(event);
  });
  const recheck = (event: Event) => {
    // Only the contact fields: a typed message elsewhere in the form changes nothing here.
    if (!validated || !(event.target instanceof HTMLInputElement)) return;
    showErrors(validate());
  };
  form.addEventListener("input", recheck);
  form.addEventListener("change", recheck);
  form.dataset.enhanced = "";
  return { showErrors };
}
