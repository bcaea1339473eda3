import { CircleCheck, CircleDashed } from "~/components/ui/icons";
import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { BRAND } from "~/brand";
import { WeeklyChart } from "~/components/portal/weekly-chart";
import { dashboardSummary } from "~/modules/portal/index.server";
import { formatMinutes } from "~/modules/portal";
import { SUSPENDED_LEADS_TEXT } from "~/modules/pipeline";
import { formatResponseTime } from "~/modules/providers";
import { getAccounts, portalViewer, resendVerification } from "~/modules/accounts/index.server";
import { balanceShortText, profileChecklist, stepsLeft, verificationLabel } from "~/modules/providers";
import { plural } from "~/lib/plural";
import { useActionAnswer } from "~/components/portal/use-action-answer";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: `Dashboard | ${BRAND.name} Pro` }, { name: "robots", content: "noindex" }];
}

/** What exists for the pro today: the business, its vetting status, the e-mail check and what is still missing. */
export async function loader({ context }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  const portal = portalViewer(context);
  const { provider } = portal;
  const { facts, summary } = await dashboardSummary(accounts.db, provider.id);
  const emailVerified = portal.mode === "provider" ? portal.user.emailVerified : null;
  return {
    businessName: provider.businessName,
    city: provider.city,
    baseZip: provider.baseZip,
    email: portal.mode === "provider" ? portal.user.email : provider.email,
    emailVerified,
    verification: verificationLabel(provider.verificationStatus),
    checklist: profileChecklist({ ...facts, emailVerified, verificationStatus: provider.verificationStatus, description: provider.description, phone: provider.phone }),
    summary,
    balanceShort: balanceShortText(facts),
  };
}

/** "Send the link again" for a pro whose e-mail is not verified yet (demo mode never gets here: its posts are refused). */
export async function action({ context }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const portal = portalViewer(context);
  if (portal.mode === "provider") await resendVerification(accounts.db, portal.user.email, accounts);
  return { resent: true };
}

export default function Dashboard({ loaderData, actionData: latest }: Route.ComponentProps) {
  const actionData = useActionAnswer(latest);
  const stepCount = stepsLeft(loaderData.checklist);
  const allDone = loaderData.checklist.every((item) => item.done);
  const summary = loaderData.summary;
  const checklist = (
    <section aria-labelledby="checklist-heading" className="rounded-card border border-line p-4">
      <h2 id="checklist-heading" className="text-lg font-semibold">
        {stepCount > 0 ? `Before you get leads: ${plural(stepCount, "step")} left` : allDone ? "Your profile is complete" : "Round out your profile"}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {loaderData.checklist.map((item) => (
          <li key={item.key} className="flex items-start gap-2">
            {item.done ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            ) : (
              <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
            )}
            <span>
              {!item.done && item.href ? (
                <Link to={item.href} className="font-medium text-primary underline underline-offset-4">
                  {item.label}
                </Link>
              ) : (
                item.label
              )}
              {!item.done && !item.required ? <span className="text-muted"> (optional)</span> : null}
              <span className="sr-only">{item.done ? " (done)" : " (to do)"}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{loaderData.businessName}</h1>
        <p className="text-muted">
          {loaderData.city ? `${loaderData.city}, OH ` : ""}
          {loaderData.baseZip}
        </p>
      </header>
      {/* Steps still standing before leads come first, above figures that are all zero until then. */}
      {stepCount > 0 ? checklist : null}
      {summary ? <Summary summary={summary} balanceShort={loaderData.balanceShort} /> : null}
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-card border border-line p-4">
          <dt className="text-sm text-muted">Verification status</dt>
          <dd className="mt-1 text-lg font-semibold">{loaderData.verification}</dd>
          {summary?.statusReason ? <StatusReason status={summary.verificationStatus} reason={summary.statusReason} /> : null}
        </div>
        <div className="rounded-card border border-line p-4">
          <dt className="text-sm text-muted">E-mail</dt>
          {/* A long address breaks anywhere rather than widening a phone's screen. */}
          <dd className="mt-1 text-lg font-semibold wrap-anywhere">{loaderData.email}</dd>
          <dd className="text-sm">
            {loaderData.emailVerified === null ? "Demo business" : loaderData.emailVerified ? "Verified" : "Not verified yet"}
          </dd>
          {loaderData.emailVerified === false ? (
            <dd className="mt-2">
              {actionData?.resent ? (
                <p role="status" className="text-success">
                  We sent a new link to {loaderData.email}.
                </p>
              ) : (
                <Form method="post">
                  <Button type="submit" variant="outline" size="sm">
                    Send the link again
                  </Button>
                </Form>
              )}
            </dd>
          ) : null}
        </div>
      </dl>
      {stepCount > 0 ? null : checklist}
    </div>
  );
}

type SummaryData = NonNullable<Route.ComponentProps["loaderData"]["summary"]>;

/** The pro's week at a glance, then twelve weeks of leads and spend. */
function Summary({ summary, balanceShort }: { summary: SummaryData; balanceShort: string | null }) {
  const rate = summary.response.responseRate;
  const monthMedian = summary.responseThisMonth.medianResponseMinutes;
  const card = summary.cardMedianMinutes;
  const figures = [
    { label: "Credit balance", value: `${summary.balance}`, note: "credits", to: "/provider/credits" },
    { label: "New leads", value: `${summary.newLeads}`, note: "waiting for you", to: "/provider/leads?status=offered" },
    {
      label: "Response rate",
      value: rate === null ? "–" : `${Math.round(rate * 100)}%`,
      // An offer counts once its answer is due (a day old, or answered): a fresh offer has not been missed.
      note: rate === null ? "no answer due yet" : `${summary.response.answered} of ${summary.response.offered} answered`,
    },
    {
      label: "Your response time this month",
      value: monthMedian === null ? "–" : formatMinutes(monthMedian),
      // The card's own words (formatResponseTime rounds to 5 minutes at least), not this figure's.
      note: `median from a lead's arrival to your first answer · your card says "${formatResponseTime(card)}"`,
    },
    {
      label: "Leads this week",
      value: `${summary.leadsThisWeek} of ${summary.weeklyLeadCap}`,
      note: summary.paused ? "Paused: no new leads" : "your weekly cap",
    },
  ];
  return (
    <section aria-labelledby="summary-heading" className="flex flex-col gap-4">
      <h2 id="summary-heading" className="sr-only">
        Summary
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col rounded-card border border-line p-4">
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="mt-1 text-right text-xl font-bold tabular-nums">
              {figure.to ? (
                // A target a thumb can hit (44 px), and a name that says where it goes, not only "2".
                <Link
                  to={figure.to}
                  aria-label={`${figure.label}: ${figure.value} ${figure.note}`}
                  className="inline-flex min-h-11 min-w-11 items-center justify-end underline-offset-4 hover:underline"
                >
                  {figure.value}
                </Link>
              ) : (
                figure.value
              )}
            </dd>
            <dd className="text-right text-sm text-muted">{figure.note}</dd>
          </div>
        ))}
      </dl>
      {balanceShort ? (
        <p className="rounded-card border border-line p-4 text-sm">
          {balanceShort}{" "}
          <Link to="/provider/credits" className="font-medium text-primary underline underline-offset-4">
            Buy credits
          </Link>
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <WeeklyChart title="Leads received" unit="lead" colorToken="--color-primary" weeks={summary.weeks} field="leads" />
        <WeeklyChart title="Credits spent" unit="credit" colorToken="--color-accent" weeks={summary.weeks} field="creditsSpent" />
      </div>
    </section>
  );
}

/** A rejected or suspended pro reads why (as the operator wrote it to them) and what to do next, not only the status. */
function StatusReason({ status, reason }: { status: string; reason: string }) {
  return (
    <>
      <dd className="mt-2 text-sm wrap-anywhere">
        <span className="font-medium">Reason:</span> {reason}
      </dd>
      <dd className="mt-1 text-sm text-muted">
        {status === "rejected"
          ? `Once you have fixed this, reply to our e-mail or call us at ${BRAND.phoneDisplay}, and we will review your business again.`
          : `You are not offered new requests for now. ${SUSPENDED_LEADS_TEXT} Reply to our e-mail or call us at ${BRAND.phoneDisplay} with questions.`}
      </dd>
    </>
  );
}
