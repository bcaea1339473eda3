import { clearBusyOnReturn, setBusy } from "./enhance/busy-button";
import { enhanceAccountForm } from "./enhance/account-form";
import { keepZipDigits } from "./enhance/zip-digits";

/**
 * The sign-up, login and password pages' script: each account form is checked
 * before the round trip; a valid one posts as a document, as without JavaScript.
 */
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-account-form]")) {
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  enhanceAccountForm(form, () => setBusy(submit, true));
  const zip = form.elements.namedItem("zipCode");
  if (zip instanceof HTMLInputElement) keepZipDigits(zip);
  clearBusyOnReturn(submit);
}

// Lets tests (and curious developers) see that the page is interactive.
document.documentElement.dataset.pageScript = "ready";
