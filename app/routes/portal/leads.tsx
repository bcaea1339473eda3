import { useEffect, useRef } from "react";
import { Inbox, Star, Users } from "~/components/ui/icons";
import { Form, useNavigation, useSubmit } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { UnreadBadge } from "~/components/messaging/unread-badge";
import { StatusBadge } from "~/components/portal/status-badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Skeleton } from "~/components/ui/skeleton";
import { DELIVERY_STATUSES } from "~/db/enums";
import { getAccounts, portalViewer } from "~/modules/accounts/index.server";
import { inboxPage } from "~/modules/portal/index.server";
import { budgetLabel, timingLabel } from "~/modules/catalog";
import { DELIVERY_STATUS_LABELS, DELIVERY_STATUS_TONES, HOMEOWNER_CLOSED_BADGE, offerDeadline } from "~/modules/pipeline";
import { inboxFilterFrom } from "~/modules/portal";
import { formatDate, formatDateTime } from "~/lib/ohio-time";
import { plural } from "~/lib/plural";
import { WaitingRequestsNotice } from "~/components/portal/waiting-requests-notice";
import type { Route } from "./+types/leads";

export function meta() {
  return [{ title: `Leads | ${BRAND.name} Pro` }, { name: "robots", content: "noindex" }];
}

/** The inbox: the pro's own deliveries, filtered by status and category from the URL, with counts. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  const portal = portalViewer(context);
  const filter = inboxFilterFrom(new URL(request.url).searchParams);
  const demo = portal.mode === "demo";
  const inbox = await inboxPage(accounts.db, portal.provider.id, filter, { demo });
  // A pro who paused in Settings and forgot reads it where it looks for leads, not only on the dashboard.
  return { ...inbox, filter, demo, paused: portal.provider.paused };
}

function filterHref(status: string | undefined, category: string | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/provider/leads?${query}` : "/provider/leads";
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { leads, counts, categories, filter, page, waitingRequests, demo, paused } = loaderData;
  const navigation = useNavigation();
  const submit = useSubmit();
  // The same select for every filter, so a keyboard user's focus stays on it as the list changes; a status link or
  // the browser's Back sets the choice it should show.
  const categorySelect = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (categorySelect.current) categorySelect.current.value = filter.category ?? "";
  }, [filter.category]);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/provider/leads";
  const statusLinks = [
    { key: undefined, label: "All", count: counts.all },
    ...DELIVERY_STATUSES.map((status) => ({ key: status, label: DELIVERY_STATUS_LABELS[status], count: counts.byStatus[status] })),
  ];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Leads</h1>
      {paused ? (
        <p className="rounded-control border border-line bg-canvas p-3 text-sm">
          <strong>New leads are paused.</strong> You get no new leads until you turn this off in{" "}
          <Link to="/provider/settings" className="font-semibold text-primary underline underline-offset-4">
            Settings
          </Link>
          . Your leads below stay yours.
        </p>
      ) : null}
      <nav aria-label="Filter by status">
        <ul className="flex flex-wrap gap-2">
          {statusLinks.map((link) => {
            const current = filter.status === link.key;
            return (
              <li key={link.label}>
                <Link
                  to={filterHref(link.key, filter.category)}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium",
                    current ? "border-primary bg-primary text-on-primary forced-colors:border-2 forced-colors:underline" : "border-line bg-surface text-ink hover:bg-canvas",
                  )}
                >
                  {link.label}
                  <span className="tabular-nums">({link.count})</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-3" onChange={(event) => submit(event.currentTarget)}>
        {filter.status ? <input type="hidden" name="status" value={filter.status} /> : null}
        <div className="w-full sm:w-72">
          <Label htmlFor="lead-category">Category</Label>
          <Select id="lead-category" name="category" defaultValue={filter.category ?? ""} ref={categorySelect} wrapperClassName="mt-1">
            <option value="">All categories ({counts.all})</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name} ({category.count})
              </option>
            ))}
          </Select>
        </div>
        {/* Without JavaScript the choice applies with this button; with it, on change. */}
        <noscript>
          <Button type="submit" variant="outline">
            Filter
          </Button>
        </noscript>
      </Form>
      {loading ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Loading leads…</span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-28 w-full rounded-card" />
          ))}
        </div>
      ) : leads.length === 0 ? (
        <EmptyInbox filtered={counts.all > 0} waitingRequests={waitingRequests} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Leads">
          {leads.map((lead) => {
            const deadline = offerDeadline({ ...lead, demo });
            return (
              <li key={lead.leadId}>
                <Link
                  to={`/provider/leads/${lead.leadId}`}
                  className="flex flex-col gap-2 rounded-card border border-line p-4 hover:border-primary sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <StatusBadge tone={DELIVERY_STATUS_TONES[lead.status]}>{DELIVERY_STATUS_LABELS[lead.status]}</StatusBadge>
                      {lead.chosenByHomeowner ? (
                        <StatusBadge tone="success">
                          <Star aria-hidden="true" className="mr-1 size-3.5" />
                          Chose you
                        </StatusBadge>
                      ) : null}
                      {lead.closedByHomeowner ? <StatusBadge tone="neutral">{HOMEOWNER_CLOSED_BADGE}</StatusBadge> : null}
                      <UnreadBadge count={lead.unreadMessages} />
                    </p>
                    <p className="mt-2 font-semibold text-primary">{lead.title}</p>
                    {/* Each line is one string, so one text node: in pieces, a page of 50 leads was 450 more nodes to render. */}
                    <p className="text-sm text-muted">{`${lead.city ? `${lead.city}, OH ` : ""}${lead.zip} · ${budgetLabel(lead.budgetOption)} · ${timingLabel(lead.urgency)}`}</p>
                    {/* An expired offer is no longer one of the request's pros: the count is not its competition. */}
                    <p className="mt-1 flex items-center gap-1 text-sm text-muted">
                      <Users aria-hidden="true" className="size-4" />
                      {`${lead.status === "expired" ? "Offered to you" : `Sent to ${plural(lead.prosReceived, "pro")}`} · ${formatDate(lead.offeredAt)}`}
                    </p>
                    {deadline ? <p className="mt-1 text-sm font-semibold">Accept by {formatDateTime(deadline)}</p> : null}
                  </div>
                  <p className="text-right text-lg font-bold tabular-nums sm:shrink-0">
                    {`${lead.priceCredits} `}
                    <span className="text-sm font-normal text-muted">credits</span>
                  </p>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {!loading && page.count > 1 ? <InboxPages page={page} status={filter.status} category={filter.category} /> : null}
    </div>
  );
}

/** Which leads of how many this page shows, and the links to the newer and older ones (the filters kept). */
function InboxPages({
  page,
  status,
  category,
}: {
  page: { number: number; count: number; matching: number; size: number };
  status?: string;
  category?: string;
}) {
  const first = (page.number - 1) * page.size + 1;
  const last = Math.min(page.number * page.size, page.matching);
  const link = "inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink hover:bg-canvas";
  return (
    <nav aria-label="Pages of leads" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">{first <= page.matching ? `Leads ${first}–${last} of ${page.matching}` : `Page ${page.number} of ${page.count}`}</p>
      <div className="flex gap-2">
        {page.number > 1 ? (
          <Link to={filterHref(status, category, Math.min(page.number - 1, page.count))} className={link}>
            Newer leads
          </Link>
        ) : null}
        {page.number < page.count ? (
          <Link to={filterHref(status, category, page.number + 1)} className={link}>
            Older leads
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

function EmptyInbox({ filtered, waitingRequests }: { filtered: boolean; waitingRequests: number }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line p-8 text-center">
      <Inbox aria-hidden="true" className="size-8 text-muted" />
      {filtered ? (
        <>
          <p className="font-semibold">No leads match these filters.</p>
          <Link to="/provider/leads" className="font-semibold text-primary underline underline-offset-4">
            Show all leads
          </Link>
        </>
      ) : (
        <>
          <p className="font-semibold">No leads yet.</p>
          <p className="max-w-md text-muted">
            Requests from homeowners in your area and categories appear here. Keep credits on hand and your profile complete so you are matched.
          </p>
          <WaitingRequestsNotice
            className="max-w-md"
            count={waitingRequests}
            ending={(them) => (
              <>
                : <Link to="/provider/credits" className="font-semibold text-primary underline underline-offset-4">buy credits</Link> and
                finish what is missing to take {them}.
              </>
            )}
          />
          <Link to="/provider/dashboard" className="font-semibold text-primary underline underline-offset-4">
            See what is missing
          </Link>
        </>
      )}
    </div>
  );
}
