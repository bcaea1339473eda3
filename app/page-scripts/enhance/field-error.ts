/**
 * Shows or clears one field's message, in the markup the server renders for
 * it: a copy of the form's `<template data-field-error>` (FieldError) placed
 * after the field and linked by aria-describedby. Returns whether a message
 * is shown. Shared by the lead form and the account forms.
 */
export function setFieldError(form: HTMLFormElement, field: HTMLElement, message: string | undefined): boolean {
  const errorId = `${field.id}-error`;
  form.querySelector(`[id="${errorId}"]`)?.remove();
  if (!message) {
    field.removeAttribute("aria-invalid");
    field.removeAttribute("aria-describedby");
    return false;
  }
  field.setAttribute("aria-invalid", "true");
  field.setAttribute("aria-describedby", errorId);
  const template = form.querySelector<HTMLTemplateElement>("template[data-field-error]");
  const error = template?.content.firstElementChild?.cloneNode(true);
  if (error instanceof HTMLElement) {
    error.id = errorId;
    (error.querySelector("[data-message]") ?? error).textContent = message;
    field.after(error);
  }
  return true;
}
