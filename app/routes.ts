import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),

  // Directories and city pages
  route("services", "routes/services-index.tsx"),
  route("services/:service/:location", "routes/service-in-location.tsx"),
  route("services/:service/:subService/:location", "routes/sub-service-in-location.tsx"),
  route("locations", "routes/locations-index.tsx"),
  route("locations/:city", "routes/location.tsx"),
  route("data-sources", "routes/data-sources.tsx"),
  route("pros/:slug", "routes/pro-profile.tsx"),
  route("pros/:slug/logo/:file", "routes/pro-logo.ts"),
  route("reviews/new/:token", "routes/review-by-link.tsx"),

  // Content
  route("blog", "routes/blog-index.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("partner-of-month", "routes/partner-of-month.tsx"),
  route("how-it-works", "routes/how-it-works.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("contact", "routes/contact.tsx"),

  // Search engines
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemaps/:name", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  // Quote request: questionnaire, lead capture, results
  route("service-request", "routes/service-request.tsx"),
  route("service-questionnaire/:service", "routes/questionnaire/zip-step.tsx"),
  route("service-details/:category", "routes/questionnaire/service-details.tsx"),
  route("hvac-details", "routes/questionnaire/hvac-details.tsx"),
  route("budget-range", "routes/questionnaire/budget-range.tsx"),
  route("project-timing", "routes/questionnaire/project-timing.tsx"),
  route("project-details", "routes/questionnaire/project-details.tsx", { id: "project-details" }),
  route("address", "routes/questionnaire/project-details.tsx", { id: "address" }),
  route("contact-info", "routes/questionnaire/contact-info.tsx"),
  route("search", "routes/search.tsx"),

  // Accounts (docs/decisions/015): one login page for every role
  route("login", "routes/accounts/login-redirect.tsx"),
  route("register", "routes/accounts/register.tsx"),
  route("provider/register", "routes/accounts/provider-register.tsx"),
  route("provider/login", "routes/accounts/provider-login.tsx"),
  route("provider/demo", "routes/accounts/provider-demo.tsx"),
  route("auth/callback", "routes/accounts/auth-callback.tsx"),
  route("sign-out", "routes/accounts/sign-out.tsx"),
  route("forgot-password", "routes/accounts/forgot-password.tsx"),
  route("reset-password", "routes/accounts/reset-password.tsx"),
  route("account/requests", "routes/accounts/account-requests.tsx"),
  route("account/settings", "routes/accounts/account-settings.tsx"),
  route("unsubscribe", "routes/accounts/unsubscribe.tsx"),
  route("account/confirm-email", "routes/accounts/confirm-email.tsx"),
  route("messages/:token", "routes/messages-link.tsx"),
  route("dev/mail", "routes/accounts/dev-mail.tsx"),
  // The first operator, while the site has none (docs/decisions/041)
  route("setup/:token", "routes/accounts/operator-setup.tsx"),

  // The pro portal: a React app behind the portal guard
  layout("routes/portal/portal-layout.tsx", [
    route("provider/dashboard", "routes/portal/dashboard.tsx"),
    route("provider/leads", "routes/portal/leads.tsx"),
    route("provider/leads/:leadId", "routes/portal/lead-detail.tsx"),
    route("provider/messages", "routes/portal/messages.tsx"),
    route("provider/messages/:leadId", "routes/portal/message-thread.tsx"),
    route("provider/credits", "routes/portal/credits.tsx"),
    route("provider/credits/purchases/:paymentId", "routes/portal/purchase-receipt.tsx"),
    route("provider/directory", "routes/portal/directory.tsx"),
    route("provider/directory/logo", "routes/portal/directory-logo.ts"),
    route("provider/settings", "routes/portal/settings.tsx"),
    route("provider/push-subscriptions", "routes/portal/push-subscriptions.ts"),
    route("provider/events", "routes/portal/portal-events.ts"),
    route("provider/*", "routes/portal/portal-not-found.tsx"),
  ]),

  // Buying credits: the test processor's hosted checkout and its signed callback (decision 017)
  route("checkout/test/:reference", "routes/payments/test-checkout.tsx"),
  route("payments/callback", "routes/payments/payment-callback.ts"),
  // Texts sent to our number, posted by Twilio (decision 046): its signature, not a session, makes them genuine
  route("webhooks/twilio", "routes/webhooks/twilio.ts"),
  // The card processor's signed webhooks (decision 040)
  route("webhooks/stripe", "routes/payments/stripe-webhook.ts"),
  // Browser tests only (E2E_TEST_HOOKS, loopback): a push subscription for the push spec's local push service
  route("dev/push-subscription", "routes/dev/push-subscription.ts"),

  // The operations console: a React app behind the operators' guard (decision 023)
  // A file, outside the console's layout: requireAdmin in its loader.
  route("admin/unmet-demand.csv", "routes/admin/unmet-demand-csv.ts"),
  layout("routes/admin/admin-layout.tsx", [
    route("admin", "routes/admin/admin-home.tsx"),
    route("admin/vetting", "routes/admin/vetting.tsx"),
    route("admin/pros/:id", "routes/admin/pro-vetting.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/leads", "routes/admin/leads.tsx"),
    route("admin/leads/:leadId", "routes/admin/lead-detail.tsx"),
    route("admin/refunds", "routes/admin/refunds.tsx"),
    route("admin/purchases", "routes/admin/purchases.tsx"),
    route("admin/partners", "routes/admin/partners.tsx"),
    route("admin/reviews", "routes/admin/reviews.tsx"),
    route("admin/outbox", "routes/admin/outbox.tsx"),
    route("admin/unmet-demand", "routes/admin/unmet-demand.tsx"),
    route("admin/operators", "routes/admin/operators.tsx"),
    route("admin/*", "routes/admin/admin-not-found.tsx"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
