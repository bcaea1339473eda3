// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { CONTACT_FAILURE, CONTACT_SUCCESS, type ContactOutcome, type LeadRef } from "~/modules/intake/contact-actions";
import { consentText, LEAD_FORM_MESSAGES } from "~/modules/intake/lead-form";
import { PRO_IDS, searchPageMarkup } from "../../../tests/fixtures/search-page-markup";
import { enhanceContactActions } from "./contact-actions";

const LEAD: LeadRef = { id: "33333333-3333-4333-8333-333333333333", token: "signed-token" };
const PAGE_URL = "http://localhost/search?query=leaky+faucet&zip=43215";

let posts: { url: string; body: URLSearchParams }[];
let answer: () => Promise<string>;
let url: string;
let pageLead: LeadRef | null;

const page = () => document.querySelector<HTMLElement>("[data-search-page]")!;
const card = (n: number) => document.querySelectorAll("article")[n]!;
const toasts = () => [...document.querySelectorAll("[data-toast-viewport] li")].map((toast) => toast.querySelector("p")!.textContent);
const form = (scope: ParentNode, intent: string) => scope.querySelector<HTMLFormElement>(`form[data-contact-action="${intent}"]`)!;
const panel = () => document.querySelector<HTMLElement>("[data-contact-panel]");
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The server answers with its page, rendered with this outcome (what the action returned), for the URL posted to. */
function answerWith(outcome: ContactOutcome) {
  answer = async () => {
    const posted = new URL(posts.at(-1)!.url);
    return searchPageMarkup({ actionData: outcome, lead: pageLead, url: `${posted.pathname}${posted.search}` });
  };
}

function setup(lead: LeadRef | null) {
  pageLead = lead;
  document.body.innerHTML = searchPageMarkup({ lead });
  posts = [];
  url = PAGE_URL;
  answer = async () => "<html><body>Server error</body></html>";
  enhanceContactActions(page(), {
    toastViewport: document.querySelector<HTMLElement>("[data-toast-viewport]")!,
    post: async (to, body) => {
      posts.push({ url: to, body });
      return answer();
    },
    currentUrl: () => url,
    replaceUrl: (to) => {
      url = new URL(to, url).href;
    },
  });
}

function fillPanel() {
  const fields = { firstName: "Sam", lastName: "Ortiz", phone: "6145550177", email: "sam@example.com" };
  for (const [name, value] of Object.entries(fields)) {
    const input = panel()!.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    input.value = value;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

describe("with a lead", () => {
  beforeEach(() => setup(LEAD));

  it("Get Phone Number posts in place, says so and shows the number instead of the button", async () => {
    answerWith({ ok: true, intent: "phone", providerId: PRO_IDS[0], delivered: [{ providerId: PRO_IDS[0], phone: "(614) 555-0100" }], lead: LEAD });
    const button = form(card(0), "phone").querySelector("button")!;
    form(card(0), "phone").requestSubmit();
    expect(button.getAttribute("aria-busy")).toBe("true");
    await settle();

    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe(PAGE_URL);
    expect(Object.fromEntries(posts[0]!.body)).toMatchObject({ intent: "phone", providerId: PRO_IDS[0], lead: LEAD.id, token: LEAD.token });
    expect(toasts()).toEqual([CONTACT_SUCCESS.phone]);
    const link = card(0).querySelector<HTMLAnchorElement>("a[href^='tel:']")!;
    expect(link.getAttribute("href")).toBe("tel:+16145550100");
    expect(link.textContent).toBe("(614) 555-0100");
    expect(form(card(0), "phone")).toBeNull();
    expect(document.activeElement).toBe(link);
    expect(panel()).toBeNull();
    // The other pro's buttons are the server's as before.
    expect(form(card(1), "phone")).not.toBeNull();
    expect(url).toBe(PAGE_URL);
  });

  it("Message sends the text, says so and empties the box; a blank message is answered under the box", async () => {
    const box = () => form(card(1), "message").querySelector("textarea")!;
    box().value = "   ";
    answerWith({ ok: false, intent: "message", providerId: PRO_IDS[1], messageError: "Please write a short message to the pro." });
    form(card(1), "message").requestSubmit();
    await settle();
    const error = document.getElementById(box().getAttribute("aria-describedby")!)!;
    expect(error.textContent).toBe("Please write a short message to the pro.");
    expect(error.getAttribute("role")).toBe("alert");
    expect(form(card(1), "message").closest("details")!.open).toBe(true);
    expect(document.activeElement).toBe(box());
    expect(toasts()).toEqual([]);

    box().value = "Can you come Tuesday?";
    answerWith({ ok: true, intent: "message", providerId: PRO_IDS[1], delivered: [], lead: LEAD });
    form(card(1), "message").requestSubmit();
    await settle();
    expect(posts.at(-1)!.body.get("message")).toBe("Can you come Tuesday?");
    expect(toasts()[0]).toBe(CONTACT_SUCCESS.message);
    expect(box().value).toBe("");
    expect(box().hasAttribute("aria-invalid")).toBe(false);
    expect(form(card(1), "message").querySelector("[role=alert]")).toBeNull();
    expect(form(card(1), "message").closest("details")!.open).toBe(false);
    expect(document.activeElement).toBe(card(1).querySelector("summary"));
  });

  it("a number already shown stays shown after a message, another pro's number or Contact All Pros", async () => {
    answerWith({ ok: true, intent: "phone", providerId: PRO_IDS[0], delivered: [{ providerId: PRO_IDS[0], phone: "(614) 555-0100" }], lead: LEAD });
    form(card(0), "phone").requestSubmit();
    await settle();

    // The server's page after the next action knows only that action: it offers pro 0's button again.
    form(card(0), "message").querySelector("textarea")!.value = "Are you free Tuesday?";
    answerWith({ ok: true, intent: "message", providerId: PRO_IDS[0], delivered: [], lead: LEAD });
    form(card(0), "message").requestSubmit();
    await settle();
    answerWith({ ok: true, intent: "phone", providerId: PRO_IDS[1], delivered: [{ providerId: PRO_IDS[1], phone: "(614) 555-0101" }], lead: LEAD });
    form(card(1), "phone").requestSubmit();
    await settle();
    answerWith({ ok: true, intent: "all", providerId: "", delivered: [], lead: LEAD });
    form(page(), "all").requestSubmit();
    await settle();

    expect(card(0).querySelector("a[href^='tel:']")?.textContent).toBe("(614) 555-0100");
    expect(form(card(0), "phone")).toBeNull();
    expect(card(1).querySelector("a[href^='tel:']")?.textContent).toBe("(614) 555-0101");
    expect(form(card(1), "phone")).toBeNull();
    // A kept number does not take the focus from where the server put it.
    expect(card(0).querySelector("a[href^='tel:']")!.hasAttribute("autofocus")).toBe(false);
  });

  it("Contact All Pros says the original app's words; failures get the original app's failure toasts and change nothing else", async () => {
    answerWith({ ok: true, intent: "all", providerId: "", delivered: [], lead: LEAD });
    form(page(), "all").requestSubmit();
    await settle();
    expect(toasts()).toEqual([CONTACT_SUCCESS.all]);

    const phoneForm = form(card(0), "phone");
    answerWith({ ok: false, intent: "phone", message: CONTACT_FAILURE.phone });
    phoneForm.requestSubmit();
    await settle();
    expect(toasts()[0]).toBe(CONTACT_FAILURE.phone);
    expect(document.querySelector("[data-toast-viewport] li")!.getAttribute("data-variant")).toBe("destructive");
    expect(form(card(0), "phone")).toBe(phoneForm);

    // An error page (no outcome in it) and a failed request say the same.
    answer = async () => "<html><body>Oops</body></html>";
    form(card(1), "phone").requestSubmit();
    await settle();
    answer = () => Promise.reject(new TypeError("offline"));
    form(page(), "all").requestSubmit();
    await settle();
    expect(toasts().slice(0, 2)).toEqual([CONTACT_FAILURE.all, CONTACT_FAILURE.phone]);
    // The buttons work again after a failure.
    expect(form(page(), "all").querySelector("button")!.disabled).toBe(false);
  });
});

describe("without a lead (the hero's free-text search)", () => {
  beforeEach(() => setup(null));

  it("asks for contact details in place, checks them, then delivers and keeps the new lead", async () => {
    answerWith({ ok: false, intent: "phone", providerId: PRO_IDS[0], needsContact: true, errors: {} });
    form(card(0), "phone").requestSubmit();
    await settle();
    const asked = panel()!;
    expect(card(0).contains(asked)).toBe(true);
    expect(asked.querySelector("h3")!.textContent).toBe("How should the pro reach you?");
    expect(asked.querySelector("button[type=submit]")!.textContent).toBe("Show Phone Number");
    expect(asked.querySelector("[data-consent-text]")!.textContent).toBe(consentText("phone"));
    expect(document.activeElement).toBe(asked);
    expect(toasts()).toEqual([]);

    const panelForm = asked.querySelector("form")!;
    panelForm.requestSubmit();
    expect(posts).toHaveLength(1);
    expect(asked.textContent).toContain(LEAD_FORM_MESSAGES.firstName);

    fillPanel();
    answerWith({ ok: true, intent: "phone", providerId: PRO_IDS[0], delivered: [{ providerId: PRO_IDS[0], phone: "6145550100" }], lead: LEAD });
    panelForm.requestSubmit();
    await settle();
    expect(Object.fromEntries(posts[1]!.body)).toMatchObject({
      intent: "phone",
      providerId: PRO_IDS[0],
      firstName: "Sam",
      email: "sam@example.com",
      idempotencyKey: expect.any(String),
    });
    expect(posts[1]!.body.get("lead")).toBeNull();
    expect(toasts()).toEqual([CONTACT_SUCCESS.phone]);
    expect(panel()).toBeNull();
    expect(card(0).querySelector("a[href^='tel:']")!.textContent).toBe("(614) 555-0100");

    // The lead goes into the URL, the sort links and every later action.
    const address = new URL(url);
    expect(address.searchParams.get("lead")).toBe(LEAD.id);
    expect(address.searchParams.get("token")).toBe(LEAD.token);
    expect(address.searchParams.get("query")).toBe("leaky faucet");
    expect(new URL(document.querySelector<HTMLAnchorElement>("a[data-sort-link]")!.href, "http://localhost").searchParams.get("lead")).toBe(LEAD.id);
    expect(document.querySelector("[data-fragment=lead-note]")!.textContent).toMatch(/^Your request went to these pros/);
    answerWith({ ok: true, intent: "all", providerId: "", delivered: [], lead: LEAD });
    form(page(), "all").requestSubmit();
    await settle();
    expect(posts).toHaveLength(3);
    expect(posts[2]!.body.get("lead")).toBe(LEAD.id);
  });

  it("a message asked before the details travels with them; one panel at a time; typing elsewhere is kept", async () => {
    form(card(1), "message").querySelector("textarea")!.value = "Tuesday works";
    answerWith({ ok: false, intent: "message", providerId: PRO_IDS[1], needsContact: true, errors: {}, message: "Tuesday works" });
    form(card(1), "message").requestSubmit();
    await settle();
    expect(panel()!.querySelector<HTMLInputElement>("input[name=message]")!.value).toBe("Tuesday works");
    expect(panel()!.querySelector("button[type=submit]")!.textContent).toBe("Send Message");
    expect(panel()!.querySelector("[data-consent-text]")!.textContent).toBe(consentText("message"));

    form(card(0), "message").querySelector("textarea")!.value = "Half a thought";
    form(card(0), "message").closest("details")!.open = true;
    answerWith({ ok: false, intent: "all", providerId: "", needsContact: true, errors: {} });
    form(page(), "all").requestSubmit();
    await settle();
    expect(document.querySelectorAll("[data-contact-panel]")).toHaveLength(1);
    expect(panel()!.querySelector("button[type=submit]")!.textContent).toBe("Contact All Pros");
    expect(panel()!.querySelector("[data-consent-text]")!.textContent).toBe(consentText("all"));
    expect(card(1).contains(panel())).toBe(false);
    // What was typed in the other pros' boxes stays.
    expect(form(card(0), "message").querySelector("textarea")!.value).toBe("Half a thought");
    expect(form(card(0), "message").closest("details")!.open).toBe(true);
    expect(form(card(1), "message").querySelector("textarea")!.value).toBe("Tuesday works");
  });

  it("the server's messages for the details show in the panel, keeping what was typed", async () => {
    answerWith({ ok: false, intent: "all", providerId: "", needsContact: true, errors: {} });
    form(page(), "all").requestSubmit();
    await settle();
    fillPanel();
    const typed = { firstName: "Sam", lastName: "Ortiz", phone: "6145550177", email: "sam@example", smsConsent: false };
    answerWith({ ok: false, intent: "all", providerId: "", needsContact: true, errors: { email: "Please enter a valid email address" }, values: typed });
    panel()!.querySelector("form")!.requestSubmit();
    await settle();
    expect(panel()!.querySelector<HTMLInputElement>("[name=firstName]")!.value).toBe("Sam");
    const email = panel()!.querySelector<HTMLInputElement>("[name=email]")!;
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby")!)!.textContent).toBe("Please enter a valid email address");
    expect(document.activeElement).toBe(email);
    // The swapped-in panel checks as the homeowner types, like the first one.
    expect(panel()!.querySelector("form")!.hasAttribute("data-enhanced")).toBe(true);
  });
});
