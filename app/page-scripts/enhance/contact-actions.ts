import { CONTACT_FAILURE, isHomeownerIntent } from "~/modules/intake";
import { setBusy } from "./busy-button";
import { enhanceLeadForm } from "./lead-form";
import { postForm, type PostForm, swapFragments } from "./swap-fragments";
import { showPageToasts, showToast } from "./toast";

/**
 * /search's contact actions in place ('Get Phone Number', 'Message', 'Contact
 * All Pros', and the contact panel that asks for the homeowner's details).
 * The forms are the server's plain posts; this sends them with fetch to the
 * same URL and swaps in the parts of the page the server answers with
 * (swap-fragments.ts): the phone number, the panel, a message's error, the
 * lead's hidden fields and sort links. The answer's `data-contact-result`
 * carries the toasts to show and, once a lead exists, the page's new address.
 * React Router turns whatever an action returns into page data, so reading
 * the page keeps one action and one renderer for both ways.
 */
export type ContactActionsOptions = {
  toastViewport: HTMLElement;
  /** Posts the form and answers the page's HTML (fetch, unless a test says otherwise). */
  post?: PostForm;
  currentUrl?: () => string;
  replaceUrl?: (url: string) => void;
};

export function enhanceContactActions(page: HTMLElement, options: ContactActionsOptions) {
  const {
    toastViewport,
    post,
    currentUrl = () => window.location.href,
    replaceUrl = (url) => window.history.replaceState(window.history.state, "", url),
  } = options;

  // The contact panel checks the details as they are typed, like /contact-info.
  const enhancePanels = () => {
    for (const form of page.querySelectorAll<HTMLFormElement>("form[data-contact-form]:not([data-enhanced])")) enhanceLeadForm(form);
  };
  enhancePanels();

  const send = async (form: HTMLFormElement) => {
    const intentField = form.elements.namedItem("intent");
    const intent = intentField instanceof HTMLInputElement && isHomeownerIntent(intentField.value) ? intentField.value : "all";
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (button?.disabled) return;
    setBusy(button, true);
    const answer = await postForm(form, currentUrl(), post);
    setBusy(button, false);
    const result = answer?.querySelector<HTMLElement>("[data-contact-result]");
    // An error page, or no answer at all: said like any other failure.
    if (!answer || !result) return void showToast(toastViewport, { title: CONTACT_FAILURE[intent], variant: "destructive" });
    if (result.dataset.contactResult === "changed") {
      keepShownPhones(page, answer);
      swapFragments(page, answer, form.closest<HTMLElement>("[data-fragment]")?.dataset.fragment ?? null);
      enhancePanels();
      if (result.dataset.pageUrl) replaceUrl(result.dataset.pageUrl);
    }
    showPageToasts(result, toastViewport);
  };

  page.addEventListener("submit", (event) => {
    const form = event.target;
    // A lead form with messages has already stopped its own submit.
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (!form.matches("form[data-contact-action], form[data-contact-form]")) return;
    event.preventDefault();
    void send(form);
  });
  page.dataset.contactActions = "ready";
}

/**
 * A pro's number the homeowner already got stays on the card. The server's page answers one action, so after a
 * message, another pro's number or Contact All Pros it offered "Get Phone Number" again where the number was. The
 * number shown here (the server's own link) replaces that button in the answer before it is swapped in.
 */
function keepShownPhones(page: ParentNode, answer: ParentNode) {
  for (const link of page.querySelectorAll<HTMLAnchorElement>('[data-fragment^="actions-"] a[href^="tel:"]')) {
    const key = link.closest<HTMLElement>("[data-fragment]")!.dataset.fragment!;
    const button = answer.querySelector(`[data-fragment="${key}"] form[data-contact-action="phone"]`);
    if (!button) continue;
    const kept = link.cloneNode(true) as HTMLAnchorElement;
    kept.removeAttribute("autofocus");
    button.replaceWith(kept);
  }
}
