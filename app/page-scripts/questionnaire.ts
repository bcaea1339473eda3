import { enhanceCharCounter } from "./enhance/char-counter";
import { enhanceModEnterSubmit } from "./enhance/mod-enter-submit";
import { enhanceStepSubmit, nextButton } from "./enhance/next-button";
import { rememberRequest } from "./enhance/remember-request";
import { enhanceRequiredAnswer } from "./enhance/required-answer";
import { enhanceZipStep } from "./enhance/zip-step";

/**
 * The questionnaire steps' script (ZIP to project details): each step is a
 * server-rendered form that posts without it; this adds what the original app asks
 * of the browser, driven by the form's data attributes.
 */
const form = document.querySelector<HTMLFormElement>("form[data-questionnaire-step]");
if (form) {
  rememberRequest(form.dataset.recentCategory ?? "", window.location);
  const next = nextButton(form);
  // Before enhanceStepSubmit: the ZIP step takes its submit over.
  if (form.hasAttribute("data-zip-step")) enhanceZipStep(form, next);
  enhanceStepSubmit(form, next);
  const required = form.dataset.requireAny?.split(" ").filter(Boolean);
  if (required?.length) enhanceRequiredAnswer(form, next, required);
  for (const field of form.querySelectorAll<HTMLTextAreaElement>("textarea[data-mod-enter-submits]")) {
    enhanceModEnterSubmit(field);
  }
  for (const counter of form.querySelectorAll<HTMLElement>("[data-char-count-for]")) {
    const field = form.elements.namedItem(counter.dataset.charCountFor ?? "");
    if (field instanceof HTMLTextAreaElement) enhanceCharCounter(counter, field);
  }
}

// Lets tests (and curious developers) see that the page is interactive.
document.documentElement.dataset.pageScript = "ready";
