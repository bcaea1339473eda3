import { Search } from "~/components/ui/icons";
import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { DemoBadge } from "~/components/demo-badge";
import { ScrollTable, td, th } from "~/components/portal/scroll-table";
import { StatusBadge } from "~/components/portal/status-badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { LEAD_STATUSES } from "~/db/enums";
import { getAccounts, signedInOperator } from "~/modules/accounts/index.server";
import { LEAD_STATUS_LABELS, LEAD_STATUS_TONES } from "~/modules/admin";
import { LEAD_SEARCH_LIMIT, parseLeadSearch, searchLeadRequests } from "~/modules/admin/index.server";
import { SERVICES, ZIP_INPUT_MAX_LENGTH } from "~/modules/catalog";
import { formatDateTime } from "~/lib/ohio-time";
import { readFormFields } from "~/lib/read-form";
import type { Route } from "./+types/leads";

export function meta() {
  return [{ title: `Leads | Operations | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

/**
 * Search requests. The search is posted, not put in the address: it may name a homeowner (an e-mail, a phone, a
 * name), which would stay in the browser's history and in any proxy's log. Opened plainly, the page lists the
 * latest requests; filters that name no one (ZIP, category, status, dates) are still read from an address.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  signedInOperator(context);
  const params = new URL(request.url).searchParams;
  params.delete("contact");
  return searchPage(params);
}

export async function action({ context, request }: Route.ActionArgs) {
  signedInOperator(context);
  return searchPage(new URLSearchParams(await readFormFields(request)));
}

async function searchPage(params: URLSearchParams) {
  const accounts = await getAccounts();
  const leads = await searchLeadRequests(accounts.db, parseLeadSearch(params));
  // The category filter's choices come from the catalog (the seed writes service_categories from it, in this order).
  const categories = SERVICES.map(({ slug, name }) => ({ slug, name }));
  const typed = Object.fromEntries(["zip", "category", "status", "contact", "from", "to"].map((name) => [name, params.get(name) ?? ""]));
  return { leads, categories, typed, limit: LEAD_SEARCH_LIMIT };
}

export default function AdminLeads({ loaderData, actionData }: Route.ComponentProps) {
  const { leads, categories, typed, limit } = actionData ?? loaderData;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Leads</h1>
      <Form method="post" className="grid gap-3 rounded-card border border-line p-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Search requests">
        <div className="flex flex-col gap-1">
          <Label htmlFor="contact">Homeowner e-mail, phone or name</Label>
          <Input id="contact" name="contact" defaultValue={typed.contact} autoComplete="off" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="zip">ZIP</Label>
          <Input id="zip" name="zip" inputMode="numeric" maxLength={ZIP_INPUT_MAX_LENGTH} defaultValue={typed.zip} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="category">Category</Label>
          <Select id="category" name="category" defaultValue={typed.category}>
            <option value="">Any category</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="status">Status</Label>
          <Select id="status" name="status" defaultValue={typed.status}>
            <option value="">Any status</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="from">Made on or after</Label>
          <Input id="from" name="from" type="date" defaultValue={typed.from} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="to">Made on or before</Label>
          <Input id="to" name="to" type="date" defaultValue={typed.to} />
        </div>
        <div className="flex gap-3 sm:col-span-2 lg:col-span-3">
          <Button type="submit">
            <Search aria-hidden="true" className="size-4" />
            Search
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/leads">Clear</Link>
          </Button>
        </div>
      </Form>
      {leads.length === 0 ? (
        <p className="rounded-card border border-line p-4 text-muted">No requests match this search. Try fewer filters.</p>
      ) : (
        <>
          <p className="text-muted" aria-live="polite">
            {leads.length === limit ? `The latest ${limit} matching requests.` : `${leads.length} matching ${leads.length === 1 ? "request" : "requests"}.`}
          </p>
          <ScrollTable label="Matching requests" stacked>
            <thead>
              <tr>
                <th className={th}>Request</th>
                <th className={th}>Homeowner</th>
                <th className={th}>ZIP</th>
                <th className={th}>Status</th>
                <th className={th}>Made</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.id}>
                  <td className={td}>
                    {/* Titles repeat ("Landscaping Service Request"): the name adds who asked and when (docs/decisions/073). */}
                    <Link
                      to={`/admin/leads/${lead.id}`}
                      aria-label={`${lead.title}: ${lead.firstName} ${lead.lastName}, ${formatDateTime(lead.createdAt)}`}
                      className="font-semibold text-primary underline underline-offset-4"
                    >
                      {lead.title}
                    </Link>
                    <span className="block text-muted">
                      {lead.categoryName} · {lead.deliveries} {lead.deliveries === 1 ? "pro" : "pros"}
                    </span>
                    {lead.demo ? <DemoBadge subject="request" className="mt-1" /> : null}
                  </td>
                  <td data-label="Homeowner" className={td}>
                    {lead.firstName} {lead.lastName}
                    <span className="block wrap-anywhere text-muted">{lead.email}</span>
                  </td>
                  <td data-label="ZIP" className={td}>
                    {lead.zip}
                  </td>
                  <td data-label="Status" className={td}>
                    <StatusBadge tone={LEAD_STATUS_TONES[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</StatusBadge>
                  </td>
                  <td data-label="Made" className={td}>
                    {formatDateTime(lead.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </>
      )}
    </div>
  );
}
