import { clearBusyOnReturn, setBusy } from "./enhance/busy-button";
import { enhanceOnFirstUse } from "./enhance/first-use";

/**
 * /contact-info's script: the lead form is checked as the homeowner types; a
 * valid form is posted as a document, as without JavaScript, and the results
 * page shows the success toast when it arrives (see submitted-flash.server.ts).
 * The checks load when the form is first used (enhance/first-use.ts).
 */
const form = document.querySelector<HTMLFormElement>("form[data-lead-form]");
if (form) {
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  enhanceOnFirstUse(form, async () => {
    const { enhanceLeadForm } = await import("./enhance/lead-form");
    enhanceLeadForm(form, {
      // The idempotency key makes a double submit harmless; this spares the second click.
      onValid: () => setBusy(submit, true),
    });
  });
  clearBusyOnReturn(submit);
}

// Lets tests (and curious developers) see that the page is interactive.
document.documentElement.dataset.pageScript = "ready";
