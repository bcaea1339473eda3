import { BRAND } from "~/brand";
import type { NotificationKind } from "~/db/enums";

/**
 * Who an e-mail goes to decides what its footer can offer: pros choose their
 * e-mails on /provider/settings, homeowners on /account/settings; account
 * e-mails always go.
 */
export type Audience = "pro" | "homeowner" | "account" | "operator" | "unknown";

export type TemplateInfo = {
  audience: Audience;
  /** The preference that can turn this e-mail off; null: it is always sent. */
  kind: NotificationKind | null;
  /** Why the recipient gets it, ending the footer of both parts. */
  reason: string;
};

const ACCOUNT_REASON = `You got this e-mail because someone used this address for an account at ${BRAND.name}.`;
const NEW_LEAD_REASON = `You got this e-mail because you are a pro on ${BRAND.name} and this request matches your services and service area.`;
const PRO_ACCOUNT_REASON = `You got this e-mail because you have a pro account at ${BRAND.name}.`;
const HOMEOWNER_REQUEST_REASON = `You got this e-mail because you asked for pros at ${BRAND.name} with this address.`;

/**
 * Every template the code base queues, with its kind and the footer's reason:
 * the one place a new template is described (a test greps the code for
 * templates and fails on one missing here).
 */
export const NOTIFICATION_TEMPLATES = {
  "account-verify": { audience: "account", kind: null, reason: ACCOUNT_REASON },
  "account-exists": { audience: "account", kind: null, reason: ACCOUNT_REASON },
  "account-reset": { audience: "account", kind: null, reason: ACCOUNT_REASON },
  "account-welcome": { audience: "account", kind: null, reason: ACCOUNT_REASON },
  // Settings > Account: the link to a new address, the note when another account has it, the notice to the old one.
  "account-email-change": { audience: "account", kind: null, reason: ACCOUNT_REASON },
  "account-email-taken": { audience: "account", kind: null, reason: ACCOUNT_REASON },
  "account-email-changed": { audience: "account", kind: null, reason: ACCOUNT_REASON },

  "contact-message": {
    audience: "operator",
    kind: null,
    reason: `You got this e-mail because someone wrote to ${BRAND.name} through the contact form and this address receives those messages.`,
  },

  "operator-added": {
    audience: "operator",
    kind: null,
    reason: `You got this e-mail because an operator of ${BRAND.name} made your account an operator.`,
  },
  "operator-removed": {
    audience: "operator",
    kind: null,
    reason: `You got this e-mail because an operator of ${BRAND.name} removed your account's operator role.`,
  },

  "lead-confirmation": { audience: "homeowner", kind: null, reason: HOMEOWNER_REQUEST_REASON },
  "lead-updated": { audience: "homeowner", kind: null, reason: HOMEOWNER_REQUEST_REASON },
  // matching/held-requests.server.ts: a waiting request found its pro.
  "lead-pro-found": { audience: "homeowner", kind: null, reason: HOMEOWNER_REQUEST_REASON },
  // matching/held-request-sweep.server.ts: the wait ended with no pro, and the request is closed.
  "lead-wait-ended": { audience: "homeowner", kind: null, reason: HOMEOWNER_REQUEST_REASON },
  // matching/unanswered-offers.server.ts: an offer expired and the request went to another pro, or to nobody and closed.
  "lead-pro-replaced": { audience: "homeowner", kind: null, reason: HOMEOWNER_REQUEST_REASON },
  "lead-no-pro-answered": { audience: "homeowner", kind: null, reason: HOMEOWNER_REQUEST_REASON },
  "message-to-homeowner": {
    audience: "homeowner",
    kind: "new-message",
    reason: `You got this e-mail because a pro answered your request at ${BRAND.name}.`,
  },
  "review-request": {
    audience: "homeowner",
    kind: "request-update",
    // Sent when the pro marks the lead hired, before the job is done (the e-mail asks for a review "once the job is done").
    reason: `You got this e-mail because a pro said you hired them through ${BRAND.name}.`,
  },
  "review-reply": {
    audience: "homeowner",
    kind: "request-update",
    reason: `You got this e-mail because you reviewed a pro on ${BRAND.name} and the pro replied.`,
  },

  "lead-offered": { audience: "pro", kind: "new-lead", reason: NEW_LEAD_REASON },
  // matching/missed-leads.server.ts: a request went to other pros because this pro's balance was below its price.
  "lead-missed-on-balance": {
    audience: "pro",
    kind: "missed-lead",
    reason: `You got this e-mail because you are a pro on ${BRAND.name} and a request in your services and service area went to other pros while your balance was too low for it.`,
  },
  // deliver-lead.server.ts: `lead-${intent}` when a homeowner picks the pros to hear from.
  "lead-phone": { audience: "pro", kind: "new-lead", reason: NEW_LEAD_REASON },
  "lead-message": { audience: "pro", kind: "new-lead", reason: NEW_LEAD_REASON },
  "lead-all": { audience: "pro", kind: "new-lead", reason: NEW_LEAD_REASON },
  "message-to-pro": {
    audience: "pro",
    kind: "new-message",
    reason: `You got this e-mail because a homeowner wrote to you about a request on ${BRAND.name}.`,
  },
  // The homeowner said on /account/requests that they hired this pro.
  "hired-by-homeowner": {
    audience: "pro",
    kind: "request-update",
    reason: `You got this e-mail because a homeowner said they hired you for a request you accepted on ${BRAND.name}.`,
  },
  // pipeline/closed-request-buyers.server.ts: the homeowner closed a request the pro bought ("I no longer need this").
  "request-closed-by-homeowner": {
    audience: "pro",
    kind: "request-update",
    reason: `You got this e-mail because you accepted this request on ${BRAND.name} and its homeowner closed it.`,
  },
  "review-received": {
    audience: "pro",
    kind: "review-received",
    reason: `You got this e-mail because a homeowner reviewed your work on ${BRAND.name}.`,
  },
  "refund-decided": {
    audience: "pro",
    kind: "refund-decided",
    reason: `You got this e-mail because a refund of lead credits on your ${BRAND.name} account was decided.`,
  },
  "payment-receipt": {
    audience: "pro",
    kind: "payment-receipt",
    reason: `You got this e-mail because you bought lead credits on ${BRAND.name}.`,
  },
  // credits/payments.server.ts applyRefund: money back for a purchase, and the credits taken back with it. Always sent:
  // the pro's balance dropped.
  "purchase-refunded": {
    audience: "pro",
    kind: null,
    reason: `You got this e-mail because a purchase of lead credits on your ${BRAND.name} account was refunded.`,
  },
  // admin/pro-credits.server.ts adjustProCredits: an operator gave credits or took some back. Always sent: the
  // balance changed without the pro doing anything.
  "credits-adjusted": {
    audience: "pro",
    kind: null,
    reason: `You got this e-mail because an operator of ${BRAND.name} changed the lead credits on your account.`,
  },
  // Changes to the account's standing always go, like account e-mails.
  "provider-approved": { audience: "pro", kind: null, reason: PRO_ACCOUNT_REASON },
  "provider-rejected": { audience: "pro", kind: null, reason: PRO_ACCOUNT_REASON },
  "provider-suspended": { audience: "pro", kind: null, reason: PRO_ACCOUNT_REASON },
  "provider-reinstated": { audience: "pro", kind: null, reason: PRO_ACCOUNT_REASON },
} as const satisfies Record<string, TemplateInfo>;

export type TemplateName = keyof typeof NOTIFICATION_TEMPLATES;

/** For a template nobody described: sent, with a footer that still says where it came from. */
export const UNKNOWN_TEMPLATE: TemplateInfo = {
  audience: "unknown",
  kind: null,
  reason: `You got this e-mail from ${BRAND.name} because of your activity on the site.`,
};

export function templateInfo(template: string): TemplateInfo {
  return Object.hasOwn(NOTIFICATION_TEMPLATES, template) ? NOTIFICATION_TEMPLATES[template as TemplateName] : UNKNOWN_TEMPLATE;
}

/** What the footer can offer besides the template's reason, decided where the e-mail is queued. */
export type FooterOptions = {
  /** The signed one-click link that turns this kind off (stop-link.server.ts), when the recipient has an account. */
  stopUrl?: string | null;
  /** A homeowner with a (verified) account has a settings page; one without is invited to make one. */
  hasAccount?: boolean;
};

/**
 * The footer's lines: why it was sent and, for e-mails a user may turn off,
 * a link that stops this kind and the page where all kinds are chosen.
 */
export function footerLines(info: TemplateInfo, publicUrl: string, options: FooterOptions = {}): string[] {
  const lines = [info.reason];
  if (info.kind !== null && options.stopUrl) lines.push(`Stop these e-mails: ${options.stopUrl}`);
  if (info.kind !== null && info.audience === "pro") {
    lines.push(`Choose which e-mails you get in your settings: ${publicUrl}/provider/settings`);
  }
  if (info.kind !== null && info.audience === "homeowner") {
    lines.push(
      options.hasAccount
        ? `Choose which e-mails you get: ${publicUrl}/account/settings`
        : `To choose which e-mails you get, create an account with this address: ${publicUrl}/register`,
    );
  }
  lines.push(`${BRAND.name} · ${BRAND.phoneDisplay}`);
  return lines;
}
