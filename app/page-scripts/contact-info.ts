import { clearBusyOnReturn, setBusy } from "./enhance/busy-button";
import { enhanceLeadForm } from "./enhance/lead-form";

/**
 * /contact-info's script: the lead form is checked as the homeowner types; a
 * valid form is posted as a document, as without JavaScript, and the results
 * page shows the success toast when it arrives (see submitted-flash.server.ts).
 */
const form = document.querySelector<HTMLFormElement>("form[data-lead-form]");
if (form) {
  const submit = form.querySelector<HTMLButtonElement>("button[data-next]");
  enhanceLeadForm(form, {
    // The idempotency key makes a double submit harmless; this spares the second click.
    onValid: () => setBusy(submit, true),
  });
  clearBusyOnReturn(submit);
}

// Lets tests (and curious developers) see that the page is interactive.
document.documentElement.dataset.pageScript = "ready";
