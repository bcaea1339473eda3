import { LocateFixed, MessageSquare, Phone, Send } from "~/components/ui/icons";
import { useLocation } from "react-router";
import { HoneypotField } from "~/components/honeypot-field";
import { LeadContactFields } from "~/components/leads/lead-contact-fields";
import { PageToastViewport } from "~/components/ui/page-toast-viewport";
import { Button, buttonClassName } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { formatPhone, telHref } from "~/lib/phone";
import { leadPlace, sentenceCaseName, serviceNameForSlug, ZIP_INPUT_MAX_LENGTH } from "~/modules/catalog";
import { type ContactOutcome, HOMEOWNER_MESSAGE_MAX, type LeadRef, outcomeToasts, LEAD_SUBMIT_LABELS } from "~/modules/intake";
import { HOLD_HOURS, noProYetText, WITHDRAWN_REQUEST_TEXT } from "~/modules/matching";
import type { SearchPageData } from "~/modules/intake/index.server";
import { ProCard, ProCardSkeleton } from "./pro-card";

type AskedOutcome = Extract<ContactOutcome, { needsContact: true }>;

const LEAD_NOTE = "Your request went to these pros. Each is vetted, and no more than three ever see it.";
const NO_LEAD_NOTE = "Vetted local pros, chosen for rating, response time and distance. At most three.";

/**
 * /search as server HTML (docs/decisions/012). Every contact action is a plain
 * form posting to the route's action, so it works without JavaScript and the
 * page comes back with the outcome (`outcome`, the action's answer). The page
 * script (app/page-scripts/search.ts) posts the same forms with fetch and
 * swaps the `data-fragment`s of the page the server answers with into place:
 * this component is the only renderer of the markup, with or without it.
 */
export function SearchPage({ page, outcome }: { page: SearchPageData; outcome: ContactOutcome | undefined }) {
  const { state } = page;
  // Without JavaScript a lead created by the contact panel arrives with the action's answer.
  const lead = (outcome?.ok ? outcome.lead : null) ?? page.lead;
  const asked = outcome && !outcome.ok && "needsContact" in outcome ? outcome : null;
  const messageError = outcome && !outcome.ok && "messageError" in outcome ? outcome : null;
  const done = outcome?.ok ? outcome : null;
  const phoneFor = (id: string) =>
    done?.intent === "phone" ? done.delivered.find((d) => d.providerId === id)?.phone : undefined;

  const hidden = <HiddenFields loaderData={page} lead={lead} />;
  const panel = (providerId: string) =>
    asked && asked.providerId === providerId && (providerId !== "" || asked.intent === "all") ? (
      <ContactPanel loaderData={page} lead={lead} outcome={asked} />
    ) : null;

  return (
    // A sent request's results: the page script forgets the questionnaire's resume card (app/page-scripts/search.ts).
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12" data-search-page="" data-request-sent={lead ? "" : undefined}>
      <Heading loaderData={page} lead={lead} />
      {page.submitted ? (
        // Without JavaScript there is no toast: the same words stand on the page.
        <noscript>
          <p role="status" className="mt-4 rounded-control border border-success bg-success-soft p-3 text-sm text-success">
            <strong>{page.submitted.title}</strong> {page.submitted.description}
          </p>
        </noscript>
      ) : null}
      {page.updated ? (
        <p role="status" className="mt-4 rounded-control border border-line bg-canvas p-3 text-sm">
          We already had this request from you, so we updated it instead of starting a new one. We've e-mailed you the
          link to your matched pros.
        </p>
      ) : null}
      {page.zipError ? (
        <p id="search-zip-error" role="alert" className="mt-4 rounded-control border border-danger bg-danger-soft p-3 text-sm font-medium text-danger">
          {page.zipError}
        </p>
      ) : null}
      <OutcomeNotice outcome={outcome} />
      {state.kind === "results" && state.pros.length > 0 && !state.noRealPro ? <SortLinks loaderData={page} lead={lead} /> : null}
      <div className="mt-6" aria-live="polite" data-results="">
        {state.kind === "error" ? (
          <Notice>We couldn't retrieve service providers at this time. Please try again later.</Notice>
        ) : state.kind === "no-category" ? (
          <Notice>
            No results found. Try adjusting your search criteria.{" "}
            <a href="/services" className="font-semibold text-primary underline">
              Browse all services
            </a>
          </Notice>
        ) : state.kind === "needs-zip" ? (
          <ZipPrompt loaderData={page} />
        ) : state.pros.length === 0 && !(state.noRealPro && lead) ? (
          <Notice>No service providers found in your area. Please try modifying your search or try again later.</Notice>
        ) : state.noRealPro ? (
          <NoRealProResults state={state} lead={lead} />
        ) : (
          <div className="grid gap-4">
            {state.pros.map((pro) => {
              const phone = phoneFor(pro.id);
              const error = messageError?.providerId === pro.id ? messageError.messageError : null;
              // Where the focus goes once this pro's action is done (with or without the page script).
              const focusHere = done?.providerId === pro.id ? done.intent : null;
              return (
                <ProCard
                  key={pro.id}
                  pro={pro}
                  actions={
                    <div className="grid gap-3" data-fragment={`actions-${pro.id}`}>
                      <div className="flex flex-wrap gap-2">
                        {phone ? (
                          <PhoneLink phone={phone} autoFocus={focusHere === "phone"} />
                        ) : (
                          <form method="post" data-contact-action="phone">
                            {hidden}
                            <input type="hidden" name="intent" value="phone" />
                            <input type="hidden" name="providerId" value={pro.id} />
                            {/* Each card has these three: their names say whose (docs/decisions/073). */}
                            <Button type="submit" variant="primary" aria-label={`Get Phone Number of ${pro.name}`}>
                              <Phone aria-hidden="true" className="size-4" />
                              Get Phone Number
                            </Button>
                          </form>
                        )}
                        <details className="group" open={error ? true : undefined}>
                          <summary
                            className={buttonClassName("outline", "md", "cursor-pointer list-none")}
                            autoFocus={focusHere === "message" ? true : undefined}
                            aria-label={`Message ${pro.name}`}
                          >
                            <MessageSquare aria-hidden="true" className="size-4" />
                            Message
                          </summary>
                          <form method="post" className="mt-3 grid gap-2" data-contact-action="message">
                            {hidden}
                            <input type="hidden" name="intent" value="message" />
                            <input type="hidden" name="providerId" value={pro.id} />
                            <label htmlFor={`message-${pro.id}`} className="text-sm font-medium">
                              Your message to {pro.name}
                            </label>
                            <Textarea
                              id={`message-${pro.id}`}
                              name="message"
                              rows={3}
                              required
                              maxLength={HOMEOWNER_MESSAGE_MAX}
                              // A message waiting for the homeowner's details stays in its box too.
                              defaultValue={asked?.intent === "message" && asked.providerId === pro.id ? asked.message : undefined}
                              autoFocus={error ? true : undefined}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `message-${pro.id}-error` : undefined}
                            />
                            {error ? (
                              <p id={`message-${pro.id}-error`} role="alert" className="text-sm text-danger">
                                {error}
                              </p>
                            ) : null}
                            <Button type="submit" variant="secondary" aria-label={`Send message to ${pro.name}`}>
                              <Send aria-hidden="true" className="size-4" />
                              Send message
                            </Button>
                          </form>
                        </details>
                      </div>
                      {panel(pro.id)}
                    </div>
                  }
                />
              );
            })}
            <div className="mt-2 grid gap-3" data-fragment="actions-all">
              <form method="post" data-contact-action="all">
                {hidden}
                <input type="hidden" name="intent" value="all" />
                <Button type="submit" size="lg" className="w-full" autoFocus={done?.intent === "all" ? true : undefined}>
                  Contact All Pros
                </Button>
              </form>
              {panel("")}
            </div>
          </div>
        )}
      </div>
      <template data-results-skeleton="">
        <div role="status" className="grid gap-4">
          <span className="sr-only">Loading matching pros…</span>
          <ProCardSkeleton />
          <ProCardSkeleton />
          <ProCardSkeleton />
        </div>
      </template>
      {outcome ? <ContactResult outcome={outcome} newLead={page.lead ? null : done?.lead ?? null} /> : null}
      <div hidden data-page-toasts={JSON.stringify(page.toasts)} />
      <PageToastViewport />
    </div>
  );
}

/**
 * No real pro can take the request: said plainly, with the demo examples
 * (when demo data is on) marked as such and without any contact action, since
 * nothing can be sent to them.
 */
function NoRealProResults({ state, lead }: { state: Extract<SearchPageData["state"], { kind: "results" }>; lead: LeadRef | null }) {
  const examplesShown = state.pros.length > 0;
  return (
    <div className="grid gap-4" data-no-real-pro="">
      <p role="status" className="rounded-control border border-line bg-canvas p-3 text-sm">
        {lead && state.endedText ? (
          <>
            {state.endedText}{" "}
            <a href={state.requestHref} className="font-semibold text-primary underline">
              Ask again
            </a>{" "}
            if you still need help.
          </>
        ) : lead ? (
          noProYetText({ categoryName: state.categoryName, zip: state.zip, examplesShown })
        ) : (
          <>
            No verified pro can take {sentenceCaseName(state.categoryName)} requests near {leadPlace(state.zip)} right now.
            {examplesShown ? " The businesses below are examples from our demo data, not real businesses, and cannot be contacted." : ""}{" "}
            <a href={state.requestHref} className="font-semibold text-primary underline">
              Send your request anyway
            </a>{" "}
            and we&apos;ll keep it open for {HOLD_HOURS} hours for the first verified pro in your area.
          </>
        )}
      </p>
      {/* Once the wait is over the examples have nothing left to show. */}
      {(lead && state.endedText ? [] : state.pros).map((pro) => (
        <ProCard
          key={pro.id}
          pro={pro}
          actions={<p className="text-sm text-muted">Demo example: nothing is sent to this business.</p>}
        />
      ))}
    </div>
  );
}

/**
 * What the page script needs from the action's answer besides the fragments:
 * whether anything changed (a failure changes nothing but its toast), the
 * toasts to show, and the page's address once a contact action created the lead.
 */
function ContactResult({ outcome, newLead }: { outcome: ContactOutcome; newLead: LeadRef | null }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  if (newLead) {
    params.set("lead", newLead.id);
    params.set("token", newLead.token);
  }
  const changed = outcome.ok || "needsContact" in outcome || "messageError" in outcome;
  return (
    <div
      hidden
      data-contact-result={changed ? "changed" : "failed"}
      data-page-toasts={JSON.stringify(outcomeToasts(outcome))}
      data-page-url={newLead ? `${location.pathname}?${params.toString()}` : undefined}
    />
  );
}

function PhoneLink({ phone, autoFocus }: { phone: string; autoFocus?: boolean }) {
  return (
    <a href={telHref(phone)} className={buttonClassName("secondary", "md")} autoFocus={autoFocus ? true : undefined}>
      <Phone aria-hidden="true" className="size-4" />
      <span data-slot="number">{formatPhone(phone)}</span>
    </a>
  );
}

/** Without JavaScript the toasts cannot show: the outcome of a contact action is said on the page instead. */
function OutcomeNotice({ outcome }: { outcome: ContactOutcome | undefined }) {
  // The same words as the toasts the page script shows.
  const [notice] = outcome ? outcomeToasts(outcome) : [];
  if (!notice) return null;
  return notice.variant === "destructive" ? (
    <p role="alert" className="mt-4 rounded-control border border-danger bg-danger-soft p-3 text-sm font-medium text-danger">
      {notice.title}
      {/* The server's reason for a refusal, on its own line under the seed's words. */}
      {notice.description ? <span className="mt-1 block font-normal">{notice.description}</span> : null}
    </p>
  ) : (
    <p role="status" className="mt-4 rounded-control border border-success bg-success-soft p-3 text-sm font-medium text-success">
      {notice.title}
    </p>
  );
}

function Heading({ loaderData, lead }: { loaderData: SearchPageData; lead: LeadRef | null }) {
  const { state } = loaderData;
  const asked = state.kind === "needs-zip" ? serviceNameForSlug(state.categorySlug) : undefined;
  const title =
    state.kind === "results"
      ? lead && (state.endedText || state.withdrawn)
        ? `Your ${sentenceCaseName(state.categoryName)} request near ${leadPlace(state.zip)} is closed`
        : state.noRealPro
          ? `No verified ${state.categoryName} pros available near ${leadPlace(state.zip)} yet`
          : `${state.pros.length} ${state.categoryName} pro${state.pros.length === 1 ? "" : "s"} near ${leadPlace(state.zip)}`
      : asked
        ? `Matching ${asked} pros near you`
        : "Matching pros near you";
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {/* The lead's wording once a contact action has created the lead (the page script swaps it in). */}
        {state.kind === "results" && state.noRealPro ? null : (
          <p className="mt-1 text-muted" data-fragment="lead-note">
            {lead && state.kind === "results" && state.withdrawn ? WITHDRAWN_REQUEST_TEXT : lead ? LEAD_NOTE : NO_LEAD_NOTE}
          </p>
        )}
      </div>
      {/* Invisible until the page script can act on it (without JavaScript it would do nothing), but holding its
          place: shown from `hidden` it pushed the results down as the page loaded (a layout shift on every visit).
          A sent request's results keep the request's ZIP: there, a location would change nothing. */}
      {lead ? null : (
        <Button type="button" variant="outline" className="invisible" data-geolocate="">
          <LocateFixed aria-hidden="true" className="size-4" />
          Use my location
        </Button>
      )}
    </div>
  );
}

function SortLinks({ loaderData, lead }: { loaderData: SearchPageData; lead: LeadRef | null }) {
  const location = useLocation();
  const hrefFor = (value: string) => {
    const params = new URLSearchParams(location.search);
    // A lead created on this page (by a contact action) stays with the results.
    if (lead) {
      params.set("lead", lead.id);
      params.set("token", lead.token);
    }
    if (value === "best") params.delete("sort");
    else params.set("sort", value);
    return `/search?${params.toString()}`;
  };
  // Plain links: a sort is a page load, with or without JavaScript; the page script shows the skeleton meanwhile.
  return (
    <nav aria-label="Sort results" className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-fragment="sort-links">
      <span className="text-muted">Sort by</span>
      {loaderData.sortOptions.map((option) => {
        const current = option.value === loaderData.sort;
        return (
          <a
            key={option.value}
            href={hrefFor(option.value)}
            data-sort-link=""
            aria-current={current ? "true" : undefined}
            className={current ? buttonClassName("primary", "sm") : buttonClassName("outline", "sm")}
          >
            {option.label}
          </a>
        );
      })}
    </nav>
  );
}

/** The answers and lead that every contact action carries. */
function HiddenFields({ loaderData, lead }: { loaderData: SearchPageData; lead: LeadRef | null }) {
  const { answers, state } = loaderData;
  const service = answers.service ?? (state.kind === "results" ? (state.categorySlug ?? undefined) : undefined);
  const fields: [string, string | undefined][] = [
    ["query", answers.query],
    ["zip", answers.zip],
    ["service", service],
    ["system", answers.system],
    ["budget", answers.budget],
    ["urgency", answers.urgency],
    ["details", answers.details],
    ["lead", lead?.id],
    ["token", lead?.token],
  ];
  return (
    <>
      {fields.map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
    </>
  );
}

/**
 * Asks for the homeowner's details before anything is delivered (the hero's
 * free-text search has none yet): rendered under the action that asked, with
 * the button and consent text of that action.
 */
function ContactPanel({ loaderData, lead, outcome }: { loaderData: SearchPageData; lead: LeadRef | null; outcome: AskedOutcome }) {
  const { intent, providerId, errors } = outcome;
  const hasErrors = Object.keys(errors).length > 0;
  const values = outcome.values ?? loaderData.prefill;
  return (
    <section
      aria-labelledby="ask-heading"
      data-contact-panel=""
      tabIndex={-1}
      // After a post without JavaScript the focus moves to what was asked.
      autoFocus={!hasErrors}
      className="rounded-card border border-primary bg-primary-soft/30 p-4 outline-none"
    >
      <h3 id="ask-heading" className="font-semibold">
        How should the pro reach you?
      </h3>
      <p className="mt-1 text-sm text-muted">We only pass your details to the pros you choose, and never to more than three.</p>
      <form method="post" noValidate className="relative mt-4" data-contact-form="">
        <HiddenFields loaderData={loaderData} lead={lead} />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="providerId" value={providerId} />
        <input type="hidden" name="message" value={outcome.message ?? ""} />
        <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
        <HoneypotField />
        <LeadContactFields
          idPrefix="ask"
          errors={errors}
          button={intent}
          values={values}
          focusFirstError={hasErrors}
        />
        <Button type="submit" className="mt-4 w-full">
          {LEAD_SUBMIT_LABELS[intent]}
        </Button>
      </form>
    </section>
  );
}

/** Asks for the ZIP; one that was typed but refused (not an Ohio ZIP) stays in the box, with the error read out. */
function ZipPrompt({ loaderData }: { loaderData: SearchPageData }) {
  return (
    <form method="get" action="/search" className="rounded-card border border-line p-4" data-zip-prompt="">
      <label htmlFor="search-zip" className="font-semibold">
        Enter your ZIP code to see pros near you
      </label>
      {loaderData.answers.query ? <input type="hidden" name="query" value={loaderData.answers.query} /> : null}
      {loaderData.answers.service ? <input type="hidden" name="service" value={loaderData.answers.service} /> : null}
      <div className="mt-2 flex gap-2">
        <input
          id="search-zip"
          name="zip"
          inputMode="numeric"
          maxLength={ZIP_INPUT_MAX_LENGTH}
          autoComplete="postal-code"
          defaultValue={loaderData.zipTyped}
          aria-invalid={loaderData.zipError ? true : undefined}
          aria-describedby={loaderData.zipError ? "search-zip-error" : undefined}
          className="min-h-11 w-32 rounded-control border border-subtle px-3"
        />
        <Button type="submit">Find Pros</Button>
      </div>
    </form>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return <p className="rounded-card border border-line bg-canvas p-6 text-center">{children}</p>;
}
