import { LocateFixed, MessageSquare, Phone, Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useFetcher, useLocation, useNavigate, useNavigation } from "react-router";
import { HoneypotField } from "~/components/honeypot-field";
import { LeadContactFields, useLeadFormValidation } from "~/components/leads/lead-contact-fields";
import { Button, buttonClassName } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import type { Route } from "../../routes/+types/search";
import { ProCard, ProCardSkeleton } from "./pro-card";

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = Route.ComponentProps["actionData"];
type Intent = "phone" | "message" | "all";

const SUCCESS: Record<Intent, string> = {
  phone: "Call Request Sent",
  message: "Message Sent",
  all: "Request submitted! Service providers have been notified about your project.",
};

export function SearchPage({ loaderData, actionData }: { loaderData: LoaderData; actionData: ActionData }) {
  const { state, lead } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<NonNullable<ActionData>>();
  const result = fetcher.data ?? actionData;
  const [asked, setAsked] = useState<{ intent: Intent; providerId: string } | null>(null);
  const [phones, setPhones] = useState<Record<string, string>>({});
  const loadingResults = navigation.state === "loading" && navigation.location.pathname === "/search";

  // Toasts for the outcome of a contact action, and the lead created on the way.
  // The action's answer arrives from outside React, so reacting to it here is
  // the effect's proper job; each answer is handled once.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const outcome = fetcher.data;
    if (outcome.ok) {
      const intent = outcome.intent as Intent;
      toast({ title: SUCCESS[intent] });
      // eslint-disable-next-line react-hooks/set-state-in-effect -- see above: one update per action answer
      setAsked(null);
      if (intent === "phone") {
        setPhones((current) => ({ ...current, ...Object.fromEntries(outcome.delivered.map((d) => [d.providerId, d.phone])) }));
      }
      if (outcome.lead && !lead) {
        const params = new URLSearchParams(location.search);
        params.set("lead", outcome.lead.id);
        params.set("token", outcome.lead.token);
        navigate(`/search?${params.toString()}`, { replace: true, preventScrollReset: true });
      }
    } else if ("needsContact" in outcome && outcome.needsContact) {
      setAsked({ intent: outcome.intent as Intent, providerId: outcome.providerId ?? "" });
    } else if ("message" in outcome && outcome.message) {
      toast({ title: outcome.message, variant: "destructive" });
    }
  }, [fetcher.data, lead, location.search, navigate]);

  // Seed spec §8 toasts for the results themselves.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (announced.current === location.key) return;
    announced.current = location.key;
    if (state.kind === "results" && state.pros.length > 0) toast({ title: "Results found" });
    if (state.kind === "error") toast({ title: "Unable to fetch service providers at this time.", variant: "destructive" });
  }, [state, location.key]);

  const pendingIntent = fetcher.state !== "idle" ? (fetcher.formData?.get("intent") as Intent | null) : null;
  const pendingProvider = fetcher.state !== "idle" ? String(fetcher.formData?.get("providerId") ?? "") : "";
  // Without JavaScript the action's answer arrives as actionData: open the contact panel from it.
  const contactAsk = asked ?? (actionData && "needsContact" in actionData && actionData.needsContact ? { intent: actionData.intent as Intent, providerId: actionData.providerId ?? "" } : null);
  const phoneFor = (id: string) =>
    phones[id] ?? (result?.ok && result.intent === "phone" ? result.delivered.find((d) => d.providerId === id)?.phone : undefined);

  const hidden = <HiddenFields loaderData={loaderData} />;
  const ask = (intent: Intent, providerId: string) => (event: FormEvent<HTMLFormElement>) => {
    if (lead) return;
    // No contact details yet: ask for them in place before anything is delivered.
    event.preventDefault();
    setAsked({ intent, providerId });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Heading loaderData={loaderData} />
      {loaderData.updated ? (
        <p role="status" className="mt-4 rounded-control border border-line bg-canvas p-3 text-sm">
          We already had this request from you, so we updated it instead of starting a new one. We've e-mailed you the
          link to your matched pros.
        </p>
      ) : null}
      {loaderData.zipError ? (
        <p role="alert" className="mt-4 rounded-control border border-danger bg-danger-soft p-3 text-sm font-medium text-danger">
          {loaderData.zipError}
        </p>
      ) : null}
      {state.kind === "results" && state.pros.length > 0 ? <SortLinks loaderData={loaderData} /> : null}
      <div className="mt-6" aria-live="polite" aria-busy={loadingResults}>
        {loadingResults ? (
          <div role="status" className="grid gap-4">
            <span className="sr-only">Loading matching pros…</span>
            <ProCardSkeleton />
            <ProCardSkeleton />
            <ProCardSkeleton />
          </div>
        ) : state.kind === "error" ? (
          <Notice>We couldn't retrieve service providers at this time. Please try again later.</Notice>
        ) : state.kind === "no-category" ? (
          <Notice>
            No results found. Try adjusting your search criteria.{" "}
            <Link to="/services" className="font-semibold text-primary underline">
              Browse all services
            </Link>
          </Notice>
        ) : state.kind === "needs-zip" ? (
          <ZipPrompt loaderData={loaderData} />
        ) : state.pros.length === 0 ? (
          <Notice>No service providers found in your area. Please try modifying your search or try again later.</Notice>
        ) : (
          <div className="grid gap-4">
            {state.pros.map((pro) => {
              const phone = phoneFor(pro.id);
              const busy = (intent: Intent) => pendingIntent === intent && pendingProvider === pro.id;
              return (
                <ProCard
                  key={pro.id}
                  pro={pro}
                  actions={
                    <div className="grid gap-3">
                      <div className="flex flex-wrap gap-2">
                        {phone ? (
                          <a href={`tel:+1${phone}`} className={buttonClassName("secondary", "md")}>
                            <Phone aria-hidden="true" className="size-4" />
                            {formatPhone(phone)}
                          </a>
                        ) : (
                          <fetcher.Form method="post" onSubmit={ask("phone", pro.id)}>
                            {hidden}
                            <input type="hidden" name="providerId" value={pro.id} />
                            <Button type="submit" name="intent" value="phone" variant="primary" busy={busy("phone")}>
                              <Phone aria-hidden="true" className="size-4" />
                              Get Phone Number
                            </Button>
                          </fetcher.Form>
                        )}
                        <details className="group">
                          <summary className={buttonClassName("outline", "md", "cursor-pointer list-none")}>
                            <MessageSquare aria-hidden="true" className="size-4" />
                            Message
                          </summary>
                          <fetcher.Form method="post" className="mt-3 grid gap-2" onSubmit={ask("message", pro.id)}>
                            {hidden}
                            <input type="hidden" name="providerId" value={pro.id} />
                            <label htmlFor={`message-${pro.id}`} className="text-sm font-medium">
                              Your message to {pro.name}
                            </label>
                            <Textarea id={`message-${pro.id}`} name="message" rows={3} required maxLength={2000} />
                            {result && !result.ok && "messageError" in result && result.providerId === pro.id ? (
                              <p role="alert" className="text-sm text-danger">
                                {result.messageError}
                              </p>
                            ) : null}
                            <Button type="submit" name="intent" value="message" variant="secondary" busy={busy("message")}>
                              <Send aria-hidden="true" className="size-4" />
                              Send message
                            </Button>
                          </fetcher.Form>
                        </details>
                      </div>
                      {contactAsk && contactAsk.providerId === pro.id ? (
                        <ContactPanel loaderData={loaderData} intent={contactAsk.intent} providerId={pro.id} result={result} fetcher={fetcher} />
                      ) : null}
                    </div>
                  }
                />
              );
            })}
            <fetcher.Form method="post" onSubmit={ask("all", "")} className="mt-2">
              {hidden}
              <Button type="submit" name="intent" value="all" size="lg" className="w-full" busy={pendingIntent === "all"}>
                Contact All Pros
              </Button>
            </fetcher.Form>
            {contactAsk && contactAsk.intent === "all" ? (
              <ContactPanel loaderData={loaderData} intent="all" providerId="" result={result} fetcher={fetcher} />
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}

function Heading({ loaderData }: { loaderData: LoaderData }) {
  const { state } = loaderData;
  const title =
    state.kind === "results"
      ? `${state.pros.length} ${state.categoryName} pro${state.pros.length === 1 ? "" : "s"} near ${state.zip}`
      : "Matching pros near you";
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-muted">
          {loaderData.lead
            ? "Your request went to these pros. Each is vetted, and no more than three ever see it."
            : "Vetted local pros, chosen for rating, response time and distance. At most three."}
        </p>
      </div>
      <GeolocationButton />
    </div>
  );
}

function SortLinks({ loaderData }: { loaderData: LoaderData }) {
  const location = useLocation();
  const hrefFor = (value: string) => {
    const params = new URLSearchParams(location.search);
    if (value === "best") params.delete("sort");
    else params.set("sort", value);
    return `/search?${params.toString()}`;
  };
  return (
    <nav aria-label="Sort results" className="mt-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">Sort by</span>
      {loaderData.sortOptions.map((option) => {
        const current = option.value === loaderData.sort;
        return (
          <Link
            key={option.value}
            to={hrefFor(option.value)}
            replace
            preventScrollReset
            aria-current={current ? "true" : undefined}
            className={current ? buttonClassName("primary", "sm") : buttonClassName("outline", "sm")}
          >
            {option.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** The answers and lead that every contact action carries. */
function HiddenFields({ loaderData }: { loaderData: LoaderData }) {
  const { answers, lead, state } = loaderData;
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

function ContactPanel({
  loaderData,
  intent,
  providerId,
  result,
  fetcher,
}: {
  loaderData: LoaderData;
  intent: Intent;
  providerId: string;
  result: ActionData;
  fetcher: ReturnType<typeof useFetcher<NonNullable<ActionData>>>;
}) {
  const serverErrors = result && !result.ok && "errors" in result ? result.errors : undefined;
  const validation = useLeadFormValidation(serverErrors);
  return (
    <section aria-labelledby={`ask-${providerId || "all"}`} className="rounded-card border border-primary bg-primary-soft/30 p-4">
      <h3 id={`ask-${providerId || "all"}`} className="font-semibold">
        How should the pro reach you?
      </h3>
      <p className="mt-1 text-sm text-muted">We only pass your details to the pros you choose, and never to more than three.</p>
      <fetcher.Form method="post" noValidate className="mt-4" onSubmit={validation.onSubmit} onChange={validation.onChange}>
        <HiddenFields loaderData={loaderData} />
        <input type="hidden" name="providerId" value={providerId} />
        <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
        <HoneypotField />
        <LeadContactFields idPrefix={`ask-${providerId || "all"}`} errors={validation.errors} consentText={loaderData.consentText} values={loaderData.prefill} />
        <Button type="submit" name="intent" value={intent} className="mt-4 w-full" busy={fetcher.state !== "idle"}>
          {intent === "phone" ? "Show Phone Number" : intent === "message" ? "Send Message" : "Contact All Pros"}
        </Button>
      </fetcher.Form>
    </section>
  );
}

function ZipPrompt({ loaderData }: { loaderData: LoaderData }) {
  return (
    <Form method="get" action="/search" className="rounded-card border border-line p-4">
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
          maxLength={5}
          autoComplete="postal-code"
          className="min-h-11 w-32 rounded-control border border-subtle px-3"
        />
        <Button type="submit">Find Pros</Button>
      </div>
    </Form>
  );
}

/** Turns the browser's position into the nearest Ohio ZIP from our own table: no outside service. */
function GeolocationButton() {
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const locate = () => {
    if (!("geolocation" in navigator)) {
      toast({ title: "Geolocation not supported", variant: "destructive" });
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        try {
          const { nearestZip } = await import("~/modules/catalog/nearest-zip");
          const params = new URLSearchParams(location.search);
          params.set("zip", nearestZip(position.coords.latitude, position.coords.longitude));
          navigate(`/search?${params.toString()}`);
        } catch {
          toast({ title: "Error detecting location", variant: "destructive" });
        } finally {
          setBusy(false);
        }
      },
      () => {
        setBusy(false);
        toast({ title: "Error detecting location", variant: "destructive" });
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };
  return (
    <Button type="button" variant="outline" onClick={locate} busy={busy}>
      <LocateFixed aria-hidden="true" className="size-4" />
      Use my location
    </Button>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return <p className="rounded-card border border-line bg-canvas p-6 text-center">{children}</p>;
}

function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, "").slice(-10);
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : digits;
}
