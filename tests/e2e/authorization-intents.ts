import { adminOnly, everyone, portal, type Role, type Statuses } from "./authorization-matrix";

/**
 * The authorization matrix per action intent: every `intent` a
 * route's action tells apart (read from the source by routeIntents), posted
 * with a well-formed body by each kind of visitor. The roles not among a
 * row's `actors` post first, and the page in `probe` must read the same after
 * each of them; the actors post last, and with `changes` their post must
 * change that page (so the probe is shown to see the change it guards).
 *
 * The rows run in this order against one set of records the spec makes:
 * pro A (approved, with credits) and a verified homeowner's request that
 * reached pro A alone; pro B, signed up but never approved, so A's lead is
 * not B's; pro C, waiting for vetting, for the console's vetting intents.
 * `{name}` in a url or a form value is one of those records (see
 * IntentPlaceholder); `{role}` is the posting visitor's role.
 */
export type IntentPlaceholder =
  | "lead"
  | "results"
  | "leadToken"
  | "proA"
  | "proC"
  | "proACheckout"
  | "refundRequest"
  | "review"
  | "stamp";

export type IntentRow = {
  /** The route's key in MATRIX. */
  route: string;
  /** The posted intent; "" for an action that does one thing. */
  intent: string;
  /** Tells apart rows for one intent (a lead's move to contacted, to hired). */
  variant?: string;
  url: string;
  form: Record<string, string>;
  post: Statuses;
  /** Who may do it (in the order they post, after everyone else). */
  actors: Role[];
  /** A page that shows the state the action changes, read as `as`. */
  probe?: { as: Role; url: string };
  /** The actors' post must change the probe's page (an action refused for everyone, or repeated, changes nothing). */
  changes?: true;
  /** Posting it ends the visitor's session or demo mode: these rows run last. */
  endsSession?: true;
};

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

/** The portal's guard for a post, with the signed-in pro's own answer: demo mode is read-only (403). */
const portalPost = (pro: number, other = pro): Statuses => ({ ...portal(pro, 403), proB: other });

/** A post on pro A's lead: A's own (200 when it works), another pro's 404. */
const onLeadOfA = (status = 200): Statuses => ({ ...portalPost(status, 404) });

/** /account/requests: any signed-in account's own requests; another's request is a 404. Demo mode has no account (302 to login). */
const homeownerOwn = (status = 200, others = 404): Statuses => ({ ...everyone(others), anonymous: 302, demo: 302, homeowner: status });

const DEAL = { category: "plumbing", providerId: "", title: "Drain cleaning", description: "One drain, any room.", terms: "", priceDollars: "99", expiresOn: "2030-01-31" };

/** The credits form's key (adjustProCredits): one per run of the spec, so a run against a reused server moves credits again. */
const CREDITS_FORM_KEY = crypto.randomUUID();

const leadPage = { as: "proA", url: "/provider/leads/{lead}" } as const;
const vettingPage = { as: "admin", url: "/admin/pros/{proC}" } as const;

export const INTENT_ROWS: IntentRow[] = [
  // Pro A works the lead; pro B, whose lead it is not, gets 404 and changes nothing.
  { route: "provider/leads/:leadId", intent: "accept", url: "/provider/leads/{lead}", form: { intent: "accept" }, post: onLeadOfA(), actors: ["proA"], probe: leadPage, changes: true },
  { route: "provider/leads/:leadId", intent: "note", url: "/provider/leads/{lead}", form: { intent: "note", body: "Call after 5 ({role})" }, post: onLeadOfA(), actors: ["proA"], probe: leadPage, changes: true },
  { route: "provider/leads/:leadId", intent: "message", url: "/provider/leads/{lead}", form: { intent: "message", body: "Thursday at 9? ({role})" }, post: onLeadOfA(), actors: ["proA"], probe: leadPage, changes: true },
  { route: "provider/messages/:leadId", intent: "message", url: "/provider/messages/{lead}", form: { intent: "message", body: "From the inbox ({role})" }, post: onLeadOfA(), actors: ["proA"], probe: leadPage, changes: true },
  { route: "provider/leads/:leadId", intent: "move", variant: "contact", url: "/provider/leads/{lead}", form: { intent: "move", move: "contact" }, post: onLeadOfA(), actors: ["proA"], probe: leadPage, changes: true },
  { route: "provider/leads/:leadId", intent: "refund", url: "/provider/leads/{lead}", form: { intent: "refund", reason: "The phone number does not work ({role})" }, post: onLeadOfA(), actors: ["proA"], probe: leadPage, changes: true },

  // The operator decides the refund: rejected, so the lead stays A's; a second decision is refused.
  { route: "admin/refunds", intent: "reject", url: "/admin/refunds", form: { intent: "reject", requestId: "{refundRequest}", note: "The number answered when we called." }, post: adminOnly(200), actors: ["admin"], probe: leadPage, changes: true },
  { route: "admin/refunds", intent: "approve", url: "/admin/refunds", form: { intent: "approve", requestId: "{refundRequest}", note: "" }, post: adminOnly(400), actors: ["admin"], probe: leadPage },

  { route: "provider/leads/:leadId", intent: "move", variant: "hire", url: "/provider/leads/{lead}", form: { intent: "move", move: "hire", confirmed: "yes" }, post: onLeadOfA(), actors: ["proA"], probe: leadPage, changes: true },

  // The homeowner (signed in with the request's verified address) writes, confirms the hire and reviews pro A.
  // Sent, it redirects back to the page (a reload must not send it again).
  { route: "account/requests", intent: "message", url: "/account/requests", form: { intent: "message", leadId: "{lead}", providerId: "{proA}", body: "The side gate is open ({role})" }, post: homeownerOwn(302), actors: ["homeowner"], probe: leadPage, changes: true },
  // Pro A marked the hire already, so the homeowner's own confirmation is refused as a move the lead cannot make (400), after the ownership check.
  { route: "account/requests", intent: "hired", url: "/account/requests", form: { intent: "hired", leadId: "{lead}", providerId: "{proA}" }, post: homeownerOwn(400), actors: ["homeowner"], probe: leadPage },
  // Closing the request ("I no longer need this") asks first; pro A's hire already closed it, so the homeowner is told so (400), after the ownership check.
  { route: "account/requests", intent: "withdraw", url: "/account/requests", form: { intent: "withdraw", leadId: "{lead}" }, post: homeownerOwn(400), actors: ["homeowner"], probe: leadPage },
  { route: "account/requests", intent: "review", url: "/account/requests", form: { intent: "review", leadId: "{lead}", providerId: "{proA}", rating: "5", body: "Quick and tidy ({role})" }, post: homeownerOwn(), actors: ["homeowner"], probe: leadPage, changes: true },
  { route: "account/requests", intent: "resend", url: "/account/requests", form: { intent: "resend" }, post: homeownerOwn(200, 200), actors: ["homeowner", "proA", "proB", "admin"] },
  // Each signed-in account saves its own e-mail choices (no id in the form, so nobody else's); demo mode has no account.
  { route: "account/settings", intent: "notifications", url: "/account/settings", form: { intent: "notifications", kinds: "new-message" }, post: { ...everyone(200), anonymous: 302, demo: 302 }, actors: ["homeowner", "proA", "proB", "admin"] },
  { route: "provider/leads/:leadId", intent: "reply", url: "/provider/leads/{lead}", form: { intent: "reply", reply: "Thank you, June ({role})" }, post: onLeadOfA(), actors: ["proA"], probe: leadPage, changes: true },

  // The operator hides the review and shows it again.
  { route: "admin/reviews", intent: "hide", url: "/admin/reviews", form: { intent: "hide", reviewId: "{review}", reason: "Names a neighbour ({role})" }, post: adminOnly(200), actors: ["admin"], probe: leadPage, changes: true },
  { route: "admin/reviews", intent: "unhide", url: "/admin/reviews", form: { intent: "unhide", reviewId: "{review}" }, post: adminOnly(200), actors: ["admin"], probe: leadPage, changes: true },

  // The results page's contact actions: the signed link in its URL is the homeowner's key, whoever holds it.
  { route: "search", intent: "phone", url: "{results}", form: { intent: "phone", providerId: "{proA}", lead: "{lead}", token: "{leadToken}" }, post: everyone(200), actors: ["anonymous", "homeowner", "proA", "proB", "admin", "demo"] },
  { route: "search", intent: "message", url: "{results}", form: { intent: "message", providerId: "{proA}", lead: "{lead}", token: "{leadToken}", message: "Are you free on Friday? ({role})" }, post: everyone(200), actors: ["anonymous", "homeowner", "proA", "proB", "admin", "demo"] },
  { route: "search", intent: "all", url: "{results}", form: { intent: "all", providerId: "", lead: "{lead}", token: "{leadToken}" }, post: everyone(200), actors: ["anonymous", "homeowner", "proA", "proB", "admin", "demo"] },

  // Money: each pro buys for itself; pro A's checkout is A's alone.
  { route: "provider/credits", intent: "", url: "/provider/credits", form: { package: "starter" }, post: portalPost(302), actors: ["proA", "proB"] },
  { route: "checkout/test/:reference", intent: "", url: "{proACheckout}", form: { outcome: "paid" }, post: { ...portalPost(404), proA: 200 }, actors: ["proA"], probe: { as: "proA", url: "{proACheckout}" } },

  // Settings and the directory profile: each pro changes its own (there is no one else's to name).
  { route: "provider/settings", intent: "name", url: "/provider/settings", form: { intent: "name", firstName: "Matrix", lastName: "{role}" }, post: portalPost(200), actors: ["proA", "proB"] },
  { route: "provider/settings", intent: "email", url: "/provider/settings", form: { intent: "email", email: "matrix-new-{role}-{stamp}@example.com", currentPassword: "quiet-harbor-72" }, post: portalPost(200), actors: ["proA", "proB"] },
  { route: "provider/settings", intent: "notifications", url: "/provider/settings", form: { intent: "notifications", kinds: "new-lead" }, post: portalPost(200), actors: ["proA", "proB"] },
  // The device toggle's intents are posted to provider/push-subscriptions; the settings page, which shows the toggle, refuses them.
  { route: "provider/settings", intent: "on", url: "/provider/settings", form: { intent: "on" }, post: portalPost(400), actors: ["proA", "proB"] },
  { route: "provider/settings", intent: "off", url: "/provider/settings", form: { intent: "off" }, post: portalPost(400), actors: ["proA", "proB"] },
  { route: "provider/settings", intent: "remove", url: "/provider/settings", form: { intent: "remove" }, post: portalPost(400), actors: ["proA", "proB"] },
  { route: "provider/push-subscriptions", intent: "on", url: "/provider/push-subscriptions", form: { intent: "on", subscription: "{}" }, post: portalPost(400), actors: ["proA", "proB"] },
  { route: "provider/push-subscriptions", intent: "off", url: "/provider/push-subscriptions", form: { intent: "off", endpoint: "https://fcm.googleapis.com/fcm/send/no-such-device" }, post: portalPost(200), actors: ["proA", "proB"] },
  { route: "provider/push-subscriptions", intent: "remove", url: "/provider/push-subscriptions", form: { intent: "remove", id: UNKNOWN }, post: portalPost(404), actors: ["proA", "proB"] },
  // Phone alerts: choices save for each pro; this server has no Twilio settings, so a number's code is refused as absent (404), and turning texts off is harmless.
  { route: "provider/settings", intent: "channels", url: "/provider/settings", form: { intent: "channels", "push:new-lead": "on" }, post: portalPost(200), actors: ["proA", "proB"] },
  { route: "provider/settings", intent: "text-start", url: "/provider/settings", form: { intent: "text-start", phone: "6142734410" }, post: portalPost(404), actors: ["proA", "proB"] },
  { route: "provider/settings", intent: "text-confirm", url: "/provider/settings", form: { intent: "text-confirm", code: "123456" }, post: portalPost(404), actors: ["proA", "proB"] },
  { route: "provider/settings", intent: "text-stop", url: "/provider/settings", form: { intent: "text-stop" }, post: portalPost(200), actors: ["proA", "proB"] },
  { route: "provider/settings", intent: "preferences", url: "/provider/settings", form: { intent: "preferences", weeklyLeadCap: "20", maxCreditsPerLead: "40" }, post: portalPost(200), actors: ["proA", "proB"] },
  { route: "provider/directory", intent: "business", url: "/provider/directory", form: { intent: "business", businessName: "Matrix {role} Services", description: "Drains and water heaters.", phone: "740-353-1234", website: "" }, post: portalPost(200), actors: ["proA", "proB"] },
  { route: "provider/directory", intent: "services", url: "/provider/directory", form: { intent: "services", categories: "plumbing" }, post: portalPost(200), actors: ["proA", "proB"] },
  { route: "provider/directory", intent: "licenses", url: "/provider/directory", form: { intent: "licenses", "plumbing.number": "PL-12345", "plumbing.issuer": "OCILB", "plumbing.expiresOn": "2030-01-31" }, post: portalPost(200), actors: ["proA", "proB"] },
  { route: "provider/directory", intent: "insurance", url: "/provider/directory", form: { intent: "insurance", carrier: "Buckeye Mutual", policyNumber: "GL-778899", expiresOn: "2030-01-31" }, post: portalPost(200), actors: ["proA", "proB"] },
  { route: "provider/directory", intent: "area", url: "/provider/directory", form: { intent: "area", baseZip: "45662", radiusMiles: "10" }, post: portalPost(200), actors: ["proA", "proB"] },
  { route: "provider/directory", intent: "remove-logo", url: "/provider/directory", form: { intent: "remove-logo" }, post: portalPost(200), actors: ["proA", "proB"] },

  // The console's vetting of pro C: a check, then the status moves the vetting rules allow.
  // Pro C (cleaning: no state license) has a verified address, so these three checks are all approval needs.
  ...(["insurance", "background", "google-rating"] as const).map(
    (kind): IntentRow => ({ route: "admin/pros/:id", intent: "check", variant: kind, url: "/admin/pros/{proC}", form: { intent: "check", kind, category: "", result: "passed", note: `Checked by hand (${kind}, {role})` }, post: adminOnly(200), actors: ["admin"], probe: vettingPage, changes: true }),
  ),
  // Credits given to pro C: one form key for every poster, so only the operator's post can move them (once).
  { route: "admin/pros/:id", intent: "credits", url: "/admin/pros/{proC}", form: { intent: "credits", direction: "add", credits: "3", reason: "Free credits to start ({role})", formKey: CREDITS_FORM_KEY }, post: adminOnly(200), actors: ["admin"], probe: vettingPage, changes: true },
  { route: "admin/pros/:id", intent: "reject", url: "/admin/pros/{proC}", form: { intent: "reject", reason: "Sent the wrong certificate ({role})" }, post: adminOnly(200), actors: ["admin"], probe: vettingPage, changes: true },
  { route: "admin/pros/:id", intent: "approve", url: "/admin/pros/{proC}", form: { intent: "approve" }, post: adminOnly(200), actors: ["admin"], probe: vettingPage, changes: true },
  { route: "admin/pros/:id", intent: "suspend", url: "/admin/pros/{proC}", form: { intent: "suspend", reason: "Complaints about no-shows ({role})" }, post: adminOnly(200), actors: ["admin"], probe: vettingPage, changes: true },
  { route: "admin/pros/:id", intent: "reinstate", url: "/admin/pros/{proC}", form: { intent: "reinstate" }, post: adminOnly(200), actors: ["admin"], probe: vettingPage, changes: true },
  // Google lookups are off on the test server (no PLACES_API_KEY): the operator gets past the guard to the form's answer.
  { route: "admin/pros/:id", intent: "google-search", url: "/admin/pros/{proC}", form: { intent: "google-search", businessName: "Matrix C Services", location: "45662" }, post: adminOnly(400), actors: ["admin"], probe: vettingPage },
  { route: "admin/pros/:id", intent: "google-link", url: "/admin/pros/{proC}", form: { intent: "google-link", placeId: "ChIJ-made-up" }, post: adminOnly(400), actors: ["admin"], probe: vettingPage },

  // Partners: the bodies leave out a required field or name no record, so the shared server's public deal pages stay as the other specs expect.
  // An address no account uses: refused with its message (400) for an operator, by the guard for everyone else.
  { route: "admin/operators", intent: "add", url: "/admin/operators", form: { intent: "add", email: "nobody-{stamp}@example.com" }, post: adminOnly(400), actors: ["admin"] },
  // An id that is no operator's (the list was stale): told so (409) for an operator, by the guard for everyone else.
  { route: "admin/operators", intent: "remove", url: "/admin/operators", form: { intent: "remove", userId: UNKNOWN }, post: adminOnly(409), actors: ["admin"] },
  { route: "admin/partners", intent: "create-deal", url: "/admin/partners", form: { intent: "create-deal", title: "", category: "plumbing", price: "$99" }, post: adminOnly(400), actors: ["admin"] },
  { route: "admin/partners", intent: "update-deal", url: "/admin/partners", form: { intent: "update-deal", dealId: UNKNOWN, ...DEAL }, post: adminOnly(404), actors: ["admin"] },
  { route: "admin/partners", intent: "expire-deal", url: "/admin/partners", form: { intent: "expire-deal", dealId: UNKNOWN }, post: adminOnly(404), actors: ["admin"] },
  { route: "admin/partners", intent: "create-placement", url: "/admin/partners", form: { intent: "create-placement", providerId: "" }, post: adminOnly(400), actors: ["admin"] },
  { route: "admin/partners", intent: "end-placement", url: "/admin/partners", form: { intent: "end-placement", placementId: UNKNOWN }, post: adminOnly(404), actors: ["admin"] },
  // No mail has failed on the test server: the operator gets past the guard to an unknown id (404) and "nothing to retry" (400).
  // A refund of a purchase that does not exist: the operator's post reaches the module and is told so.
  { route: "admin/purchases", intent: "refund", url: "/admin/purchases", form: { intent: "refund", paymentId: UNKNOWN, reason: "Bought the wrong package" }, post: adminOnly(404), actors: ["admin"] },
  { route: "admin/outbox", intent: "retry", url: "/admin/outbox", form: { intent: "retry", id: UNKNOWN }, post: adminOnly(404), actors: ["admin"] },
  { route: "admin/outbox", intent: "retry-all", url: "/admin/outbox", form: { intent: "retry-all" }, post: adminOnly(400), actors: ["admin"] },

  // Fraud: the operator flags the lead, and the pro who paid for it is refunded.
  { route: "admin/leads/:leadId", intent: "flag-fraud", url: "/admin/leads/{lead}", form: { intent: "flag-fraud", reason: "Made-up address ({role})" }, post: adminOnly(200), actors: ["admin"], probe: leadPage, changes: true },

  // Demo mode: entering and leaving are open to everyone (a post without "enter" leaves).
  { route: "provider/demo", intent: "enter", url: "/provider/demo", form: { intent: "enter" }, post: everyone(302), actors: ["anonymous", "homeowner", "proA", "proB", "admin", "demo"], endsSession: true },
  { route: "provider/demo", intent: "exit", url: "/provider/demo", form: { intent: "exit" }, post: everyone(302), actors: ["anonymous", "homeowner", "proA", "proB", "admin", "demo"], endsSession: true },
];
