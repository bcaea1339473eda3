/**
 * The authorization matrix: for every route in app/routes.ts, the
 * status each kind of visitor gets for a GET, and for a POST where the route
 * has an action. A route without a row fails the spec, so a new route must
 * say who may use it. Adding a route is one line here.
 *
 * Statuses are read without following redirects: 302 is a guard sending the
 * visitor elsewhere (to login, or to their own home). These rows post an
 * empty form, so they prove the guards; tests/e2e/authorization-intents.ts
 * posts each intent of each action with a well-formed body.
 */
import type { AppRoute } from "./security-fixtures";

/** Records the spec makes before it starts, named in rows' urls as `{name}`. */
export type Placeholders = { demoLead: string; proACheckout: string };

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** The address the matrix requests for a route (its row's url, or the path itself). */
export function routeUrl(route: AppRoute, placeholders: Placeholders = { demoLead: UNKNOWN_ID, proACheckout: "no-such-reference" }): string {
  return (MATRIX[route.path]?.url ?? `/${route.path}`).replace(/\{(\w+)\}/g, (_match, name: string) => placeholders[name as keyof Placeholders] ?? name);
}

export const ROLES = ["anonymous", "homeowner", "proA", "proB", "admin", "demo"] as const;
export type Role = (typeof ROLES)[number];
export type Statuses = Record<Role, number>;

export type MatrixRow = {
  /**
   * The address to request when the route's path has parameters (or needs a query). `{demoLead}` is a demo
   * pro's lead; `{proACheckout}` is a payment pro A started (see Placeholders).
   */
  url?: string;
  get: Statuses;
  /**
   * Required when the route module exports an action. Without an action a post gets 405, unless a guard
   * answers first (the portal's and the console's middleware): then give the guard's statuses here.
   */
  post?: Statuses;
  /** The form to post (an empty one by default), for actions that check the form before ownership. */
  form?: Record<string, string>;
  /** Its post ends the visitor's session or demo mode: the spec requests it after every other route. */
  endsSession?: true;
};

/** The same status for everyone. */
export const everyone = (status: number): Statuses => ({ anonymous: status, homeowner: status, proA: status, proB: status, admin: status, demo: status });

/** A page that sends signed-in people to their own home (302) and shows itself to the rest. */
export const signedOutOnly = (status: number): Statuses => ({ ...everyone(status), homeowner: 302, proA: 302, proB: 302, admin: 302 });

/**
 * The portal's guard: anonymous visitors go to login, homeowners and operators
 * to their own page (302); pros and demo mode get the route's own answer.
 */
export const portal = (pro: number, demo = pro): Statuses => ({ anonymous: 302, homeowner: 302, proA: pro, proB: pro, admin: 302, demo });

/** A portal route without an action: the guard answers a post first, then the router's 405. */
export const portalNoAction = (): Statuses => portal(405, 403);

/** Operators only: anonymous visitors go to login, everyone else is refused. */
export const adminOnly = (status: number): Statuses => ({ anonymous: 302, homeowner: 403, proA: 403, proB: 403, admin: status, demo: 403 });

/** Demo mode may look at everything in the portal and change nothing (403 on every post). */
const portalPost = (pro: number) => portal(pro, 403);

/**
 * Keyed by the route's full path as app/routes.ts builds it ("" is the home page).
 * Posts are an empty form from this site's own origin: the status shows who got past the guards (400 is
 * "your form is incomplete", so the action ran; 404 is "not yours or not there").
 */
export const MATRIX: Record<string, MatrixRow> = {
  // Public pages: the same for everyone
  "": { get: everyone(200) },
  services: { get: everyone(200) },
  "services/:service/:location": { url: "/services/hvac/columbus", get: everyone(200) },
  "services/:service/:subService/:location": { url: "/services/hvac/furnace-repair/columbus", get: everyone(200) },
  locations: { get: everyone(200) },
  "locations/:city": { url: "/locations/columbus", get: everyone(200) },
  "data-sources": { get: everyone(200) },
  "pros/:slug": { url: "/pros/scioto-valley-heating-and-air", get: everyone(200) },
  "pros/:slug/logo/:file": { url: "/pros/scioto-valley-heating-and-air/logo/no-such-logo.png", get: everyone(404) },
  // Signed links: a made-up token opens nothing, for anyone.
  "reviews/new/:token": { url: "/reviews/new/made.up.token", get: everyone(404), post: everyone(404) },
  "messages/:token": { url: "/messages/made.up.token", get: everyone(404), post: everyone(404) },
  // The first operator's setup link: this server has an operator, so no token opens it.
  "setup/:token": { url: "/setup/made-up-token", get: everyone(404), post: everyone(404) },
  blog: { get: everyone(200) },
  "blog/:slug": { url: "/blog/ohio-furnace-winter-prep", get: everyone(200) },
  "partner-of-month": { get: everyone(200) },
  "how-it-works": { get: everyone(200) },
  testimonials: { get: everyone(200) },
  contact: { get: everyone(200), post: everyone(400) },
  "sitemap.xml": { get: everyone(200) },
  "sitemaps/:name": { url: "/sitemaps/pages.xml", get: everyone(200) },
  "robots.txt": { get: everyone(200) },

  // The questionnaire: public, every step posts
  "service-request": { get: everyone(200), post: everyone(400) },
  "service-questionnaire/:service": { url: "/service-questionnaire/hvac", get: everyone(200), post: everyone(400) },
  "service-details/:category": { url: "/service-details/hvac?zip=43215", get: everyone(200), post: everyone(400) },
  "hvac-details": { url: "/hvac-details?zip=43215&service=hvac", get: everyone(200), post: everyone(400) },
  "budget-range": { url: "/budget-range?zip=43215&service=hvac", get: everyone(200), post: everyone(400) },
  "project-timing": { url: "/project-timing?zip=43215&service=hvac", get: everyone(200), post: everyone(400) },
  // The optional details step: an empty post moves on to the next step.
  "project-details": { url: "/project-details?zip=43215&service=hvac", get: everyone(200), post: everyone(302) },
  address: { url: "/address?zip=43215&service=hvac", get: everyone(200), post: everyone(302) },
  "contact-info": { url: "/contact-info?zip=43215&service=hvac", get: everyone(200), post: everyone(400) },
  search: { url: "/search?zip=43215&service=hvac", get: everyone(200), post: everyone(400) },

  // Accounts
  login: { get: everyone(301) },
  register: { get: signedOutOnly(200), post: signedOutOnly(400) },
  "provider/register": { get: signedOutOnly(200), post: signedOutOnly(400) },
  "provider/login": { get: signedOutOnly(200), post: signedOutOnly(400) },
  // A post without "enter" leaves demo mode and goes back to the demo page.
  "provider/demo": { get: everyone(200), post: everyone(302), endsSession: true },
  // Without a token: 400. Its post is the "verify and sign in as this account" button (docs/decisions/042).
  // Without a token it checks the session: a signed-in account is welcomed on to its page.
  "auth/callback": { get: { ...everyone(400), homeowner: 200, proA: 200, proB: 200, admin: 200 }, post: everyone(400) },
  "sign-out": { get: everyone(302), post: everyone(302), endsSession: true },
  "forgot-password": { get: everyone(200), post: everyone(400) },
  "reset-password": { get: everyone(200), post: everyone(400) },
  // Any signed-in person's own requests, found by their e-mail address (a pro may have asked for quotes too).
  // An empty post names none of the page's intents: refused (400), and no verification link goes.
  "account/requests": { get: { ...everyone(200), anonymous: 302, demo: 302 }, post: { ...everyone(400), anonymous: 302, demo: 302 } },
  "account/confirm-email": { get: everyone(200), post: everyone(400) },
  // A signed-in person's e-mail choices; the footer's signed stop link works for anyone holding it (no token: 400).
  "account/settings": { get: { ...everyone(200), anonymous: 302, demo: 302 }, post: { ...everyone(200), anonymous: 302, demo: 302 } },
  unsubscribe: { get: everyone(400), post: everyone(400) },
  // Only when turned on by name, for a loopback connection without forwarding headers: everyone else, here too, gets 404.
  "dev/mail": { get: everyone(404) },

  // The pro portal
  // Its one post sends the verification e-mail again.
  "provider/dashboard": { get: portal(200), post: portalPost(200) },
  "provider/leads": { get: portal(200), post: portalNoAction() },
  // A demo pro's lead: another pro's id answers 404, for the page and for every post.
  "provider/leads/:leadId": { url: "/provider/leads/{demoLead}", get: portal(404, 200), post: portalPost(404), form: { intent: "accept" } },
  // The conversations inbox, and one thread in it: another pro's lead answers 404, as on the lead page.
  "provider/messages": { get: portal(200), post: portalNoAction() },
  "provider/messages/:leadId": { url: "/provider/messages/{demoLead}", get: portal(404, 200), post: portalPost(404), form: { intent: "message", body: "Hello" } },
  "provider/credits": { get: portal(200), post: portalPost(400) },
  // Twilio's webhook: an unsigned post is refused whoever sends it; with no Twilio settings (the e2e server) it is not there.
  "webhooks/twilio": { get: everyone(404), post: everyone(404) },
  // A purchase's receipt: an id that is not the pro's own (here, no purchase at all) answers 404.
  "provider/credits/purchases/:paymentId": { url: "/provider/credits/purchases/00000000-0000-4000-8000-000000000000", get: portal(404), post: portalNoAction() },
  "provider/settings": { get: portal(200), post: portalPost(400) },
  // Push on or off for a device: a post only (an empty one is "nothing to change").
  "provider/push-subscriptions": { get: portal(404), post: portalPost(400) },
  // Live updates: only a browser's EventSource (Accept: text/event-stream) gets the stream; no action.
  "provider/events": { get: portal(406), post: portalNoAction() },
  "provider/directory": { get: portal(200), post: portalPost(400) },
  // The logo's upload: a GET goes back to the directory page, a post (even an empty one) answers with a redirect there.
  "provider/directory/logo": { get: portal(302), post: portalPost(303) },
  "provider/*": { url: "/provider/no-such-page", get: portal(404), post: portalNoAction() },

  // Buying credits: pro A's own checkout; pro B and demo mode get 404 for it (an empty Pay/Fail post is 400).
  "checkout/test/:reference": { url: "/checkout/test/{proACheckout}", get: { ...portal(404), proA: 200 }, post: { ...portalPost(404), proA: 400 } },
  // The signature, not a session, makes a callback genuine: an unsigned one changes nothing and lands on the credits page.
  "payments/callback": { get: everyone(404), post: everyone(302) },
  // Stripe's webhooks: absent unless PAYMENTS resolves to stripe (the browser tests run the test checkout).
  "webhooks/stripe": { get: everyone(404), post: everyone(404) },
  "dev/push-subscription": { get: everyone(404), post: everyone(404) },

  // The operations console
  admin: { get: adminOnly(200), post: adminOnly(405) },
  // Finding a pro is posted, like the leads search (what is typed may name a person).
  "admin/vetting": { get: adminOnly(200), post: adminOnly(200) },
  "admin/pros/:id": { url: "/admin/pros/00000000-0000-4000-8000-000000000000", get: adminOnly(404), post: adminOnly(400) },
  "admin/audit": { get: adminOnly(200), post: adminOnly(405) },
  "admin/unmet-demand": { get: adminOnly(200), post: adminOnly(405) },
  // Adding an operator: an empty post names no account (400); the intent matrix posts a well-formed one.
  "admin/operators": { get: adminOnly(200), post: adminOnly(400) },
  // A file outside the console's layout: its loader guards a GET; a post meets no guard, only the router's 405.
  "admin/unmet-demand.csv": { get: adminOnly(200), post: everyone(405) },
  // The search is posted (it may name a homeowner, who stays out of addresses).
  "admin/leads": { get: adminOnly(200), post: adminOnly(200) },
  "admin/leads/:leadId": { url: "/admin/leads/00000000-0000-4000-8000-000000000000", get: adminOnly(404), post: adminOnly(400) },
  "admin/refunds": { get: adminOnly(200), post: adminOnly(400) },
  "admin/purchases": { get: adminOnly(200), post: adminOnly(400) },
  "admin/partners": { get: adminOnly(200), post: adminOnly(400) },
  "admin/reviews": { get: adminOnly(200), post: adminOnly(400) },
  "admin/outbox": { get: adminOnly(200), post: adminOnly(400) },
  "admin/*": { url: "/admin/no-such-page", get: adminOnly(404), post: adminOnly(405) },

  "*": { url: "/no-such-page", get: everyone(404) },
};
