import {
  CONTACT_FAILURE,
  CONTACT_PANEL_SUBMIT,
  CONTACT_SUCCESS,
  type ContactIntent,
  type ContactOutcome,
  isContactIntent,
  type LeadRef,
} from "~/modules/leads/contact-actions";
import { formatPhone, telHref } from "~/lib/phone";
import type { FieldErrors } from "~/modules/leads/lead-form";
import { setBusy } from "./busy-button";
import { type EnhancedLeadForm, enhanceLeadForm } from "./lead-form";
import { showToast } from "./toast";

/**
 * /search's contact actions in place ('Get Phone Number', 'Message', 'Contact
 * All Pros'). The forms are the server's plain posts; this sends them with
 * fetch to the same URL and reads the outcome from the page the server answers
 * with (`data-contact-outcome`). React Router turns whatever an action returns
 * into page data, so a JSON answer would need a second endpoint; reading the
 * page keeps one action and one set of answers for both ways. Then: the seed's
 * toasts, the phone number in place of its button, the contact panel when the
 * homeowner's details are still needed, and the new lead in the URL.
 */
export type PostForm = (url: string, body: URLSearchParams) => Promise<string>;

export type ContactActionsOptions = {
  toastViewport: HTMLElement;
  /** Posts the form and answers the page's HTML (fetch, unless a test says otherwise). */
  post?: PostForm;
  currentUrl?: () => string;
  replaceUrl?: (url: string) => void;
};

const fetchPage: PostForm = async (url, body) => (await fetch(url, { method: "POST", body })).text();

/** The action's outcome in a page the server rendered, or null when there is none (an error page). */
export function readOutcome(html: string): ContactOutcome | null {
  const page = new DOMParser().parseFromString(html, "text/html");
  const raw = page.querySelector<HTMLElement>("[data-contact-outcome]")?.dataset.contactOutcome;
  if (!raw) return null;
  try {
    const outcome = JSON.parse(raw) as ContactOutcome;
    return typeof outcome === "object" && outcome !== null && typeof outcome.ok === "boolean" ? outcome : null;
  } catch {
    return null;
  }
}

function textValue(form: HTMLFormElement, name: string): string {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : "";
}

function setHidden(form: HTMLFormElement, name: string, value: string) {
  let input = form.querySelector<HTMLInputElement>(`input[type=hidden][name="${name}"]`);
  if (!input) {
    input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    form.prepend(input);
  }
  input.value = value;
}

export function enhanceContactActions(page: HTMLElement, options: ContactActionsOptions) {
  const {
    toastViewport,
    post = fetchPage,
    currentUrl = () => window.location.href,
    replaceUrl = (url) => window.history.replaceState(window.history.state, "", url),
  } = options;
  const panelTemplate = page.querySelector<HTMLTemplateElement>("template[data-contact-panel]");
  const phoneTemplate = page.querySelector<HTMLTemplateElement>("template[data-phone-link]");
  const leadForms = new WeakMap<HTMLFormElement, EnhancedLeadForm>();
  let hasLead = page.querySelector("form[data-contact-action] input[name=lead]") !== null;

  const actionsFor = (providerId: string) =>
    [...page.querySelectorAll<HTMLElement>("[data-pro-actions]")].find((host) => host.dataset.providerId === providerId);
  const toast = (title: string, variant: "default" | "destructive" = "default") =>
    showToast(toastViewport, { title, variant });

  const enhancePanel = (form: HTMLFormElement) => {
    const lead = enhanceLeadForm(form);
    leadForms.set(form, lead);
    return lead;
  };
  // A panel the server rendered (its post came back without JavaScript having run).
  for (const form of page.querySelectorAll<HTMLFormElement>("form[data-contact-form]")) enhancePanel(form);

  /** Asks for the homeowner's details under the action that needs them; one panel at a time. */
  const openPanel = (intent: ContactIntent, providerId: string, message: string, errors: FieldErrors = {}) => {
    const host = actionsFor(providerId);
    const panel = panelTemplate?.content.firstElementChild?.cloneNode(true);
    if (!host || !(panel instanceof HTMLElement)) return;
    page.querySelector("[data-contact-panel]")?.remove();
    const form = panel.querySelector<HTMLFormElement>("form[data-contact-form]")!;
    setHidden(form, "intent", intent);
    setHidden(form, "providerId", providerId);
    setHidden(form, "message", message);
    const label = form.querySelector("[data-slot=submit-label]");
    if (label) label.textContent = CONTACT_PANEL_SUBMIT[intent];
    host.append(panel);
    const lead = enhancePanel(form);
    if (Object.keys(errors).length > 0) lead.showErrors(errors, true);
    else form.querySelector<HTMLInputElement>("input:not([type=hidden]):not([tabindex='-1'])")?.focus();
  };

  const revealPhone = (providerId: string, phone: string) => {
    const phoneForm = actionsFor(providerId)?.querySelector('form[data-contact-action="phone"]');
    const link = phoneTemplate?.content.firstElementChild?.cloneNode(true);
    if (!phoneForm || !(link instanceof HTMLAnchorElement)) return;
    link.href = telHref(phone);
    const number = link.querySelector("[data-slot=number]");
    if (number) number.textContent = formatPhone(phone);
    phoneForm.replaceWith(link);
  };

  /** The lead the first action created: later actions use it, and the URL keeps it (seed's parameters plus lead and token). */
  const adoptLead = (lead: LeadRef) => {
    hasLead = true;
    const withLead = (href: string) => {
      const url = new URL(href, currentUrl());
      url.searchParams.set("lead", lead.id);
      url.searchParams.set("token", lead.token);
      return `${url.pathname}${url.search}${url.hash}`;
    };
    replaceUrl(withLead(currentUrl()));
    for (const form of page.querySelectorAll<HTMLFormElement>("form[data-contact-action]")) {
      setHidden(form, "lead", lead.id);
      setHidden(form, "token", lead.token);
    }
    for (const link of page.querySelectorAll<HTMLAnchorElement>("a[data-sort-link]")) link.href = withLead(link.href);
    const note = page.querySelector<HTMLElement>("[data-lead-note]");
    if (note?.dataset.leadNote) note.textContent = note.dataset.leadNote;
  };

  const clearMessageError = (form: HTMLFormElement) => {
    form.querySelector("[data-message-error]")?.remove();
    const box = form.querySelector("textarea");
    box?.removeAttribute("aria-invalid");
    box?.removeAttribute("aria-describedby");
  };

  const showMessageError = (providerId: string, text: string) => {
    const form = actionsFor(providerId)?.querySelector<HTMLFormElement>('form[data-contact-action="message"]');
    const box = form?.querySelector("textarea");
    if (!form || !box) return toast(text, "destructive");
    clearMessageError(form);
    const error = document.createElement("p");
    error.id = `${box.id}-error`;
    error.setAttribute("role", "alert");
    error.className = "text-sm text-danger";
    error.dataset.messageError = "";
    error.textContent = text;
    box.after(error);
    box.setAttribute("aria-invalid", "true");
    box.setAttribute("aria-describedby", error.id);
    form.closest("details")?.setAttribute("open", "");
    box.focus();
  };

  /** Where the focus goes when what had it (a button, the panel) is replaced. */
  const refocus = (intent: ContactIntent, providerId: string) => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected && !(active as HTMLButtonElement).disabled) return;
    const host = actionsFor(providerId);
    const target =
      intent === "phone" ? host?.querySelector("a[href^='tel:']") : intent === "message" ? host?.querySelector("summary") : host?.querySelector("button");
    (target as HTMLElement | null | undefined)?.focus();
  };

  const handle = (outcome: ContactOutcome, form: HTMLFormElement, intent: ContactIntent) => {
    if (outcome.ok) {
      toast(CONTACT_SUCCESS[outcome.intent]);
      page.querySelector("[data-contact-panel]")?.remove();
      if (outcome.intent === "phone") for (const { providerId, phone } of outcome.delivered) revealPhone(providerId, phone);
      if (outcome.intent === "message") {
        const messageForm = actionsFor(outcome.providerId)?.querySelector<HTMLFormElement>('form[data-contact-action="message"]');
        messageForm?.reset();
        messageForm?.closest("details")?.removeAttribute("open");
      }
      if (outcome.lead && !hasLead) adoptLead(outcome.lead);
      refocus(outcome.intent, outcome.providerId);
    } else if ("needsContact" in outcome) {
      const panel = leadForms.get(form);
      // The panel itself was sent: its fields keep what was typed and show the server's messages.
      if (panel) panel.showErrors(outcome.errors, true);
      else openPanel(outcome.intent, outcome.providerId, outcome.message ?? "", outcome.errors);
      if (outcome.formError) toast(outcome.formError, "destructive");
    } else if ("messageError" in outcome) {
      showMessageError(outcome.providerId, outcome.messageError);
    } else {
      toast(outcome.message || CONTACT_FAILURE[intent], "destructive");
    }
  };

  const send = async (form: HTMLFormElement, intent: ContactIntent) => {
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (button?.disabled) return;
    clearMessageError(form);
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
    setBusy(button, true);
    let outcome: ContactOutcome | null = null;
    try {
      outcome = readOutcome(await post(currentUrl(), body));
    } catch {
      // Offline or the request failed: said below like any other failure.
    } finally {
      setBusy(button, false);
    }
    if (outcome) handle(outcome, form, intent);
    else toast(CONTACT_FAILURE[intent], "destructive");
  };

  page.addEventListener("submit", (event) => {
    const form = event.target;
    // A lead form with messages has already stopped its own submit.
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    const isPanel = form.hasAttribute("data-contact-form");
    if (!isPanel && !form.hasAttribute("data-contact-action")) return;
    const intent = textValue(form, "intent");
    if (!isContactIntent(intent)) return;
    event.preventDefault();
    if (!isPanel && !hasLead) {
      // No contact details yet: ask for them in place before anything is delivered.
      openPanel(intent, textValue(form, "providerId"), textValue(form, "message"));
      return;
    }
    void send(form, intent);
  });
  page.dataset.contactActions = "ready";
}
