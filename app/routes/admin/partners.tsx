import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { BRAND } from "~/brand";
import { DemoBadge } from "~/components/demo-badge";
import { DealFields } from "~/components/admin/deal-fields";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/use-toast";
import { readFormFields } from "~/lib/read-form";
import { getAccounts, signedInOperator } from "~/modules/accounts/index.server";
import { partnersPageAction, listDealsForAdmin, listPlacements, partnerChoices } from "~/modules/admin/index.server";
import { ohioDay } from "~/lib/ohio-time";
import { DEAL_LIMITS } from "~/modules/admin";
import { formatDealDate, formatDealPrice } from "~/modules/content/index.server";
import type { Route } from "./+types/partners";

export function meta() {
  return [{ title: `Partners | Operations | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  signedInOperator(context);
  const accounts = await getAccounts();
  const now = new Date();
  const [choices, deals, placements] = await Promise.all([partnerChoices(accounts.db), listDealsForAdmin(accounts.db), listPlacements(accounts.db, now)]);
  return {
    categories: choices.categories.map((c) => ({ value: c.slug, label: c.name })),
    pros: choices.pros.map((p) => ({ value: p.id, label: `${p.businessName} (${p.city})` })),
    deals: deals.map((deal) => ({
      ...deal,
      running: deal.expiresAt > now,
      expiresText: formatDealDate(deal.expiresAt),
      priceText: formatDealPrice(deal.priceDollars),
      formValues: {
        category: deal.categorySlug,
        providerId: deal.providerId ?? "",
        title: deal.title,
        description: deal.description,
        terms: deal.terms,
        priceDollars: String(deal.priceDollars),
        expiresOn: ohioDay(deal.expiresAt),
      },
    })),
    placements: placements.map((p) => ({
      ...p,
      running: p.endsAt > now,
      startsText: formatDealDate(p.startsAt),
      endsText: formatDealDate(p.endsAt),
    })),
    limits: { title: DEAL_LIMITS.title, description: DEAL_LIMITS.description, terms: DEAL_LIMITS.terms },
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const admin = signedInOperator(context);
  const values = await readFormFields(request);
  const { status, outcome } = await partnersPageAction(accounts.db, { actor: { userId: admin.id, email: admin.email }, values });
  if (status === 404) throw data(null, { status: 404 });
  return data(outcome, { status });
}

export default function AdminPartners({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, pros, deals, placements, limits } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  useEffect(() => {
    if (actionData?.ok) toast({ title: actionData.message });
  }, [actionData]);
  const refusedFor = (intent: string, targetId?: string) =>
    actionData && !actionData.ok && actionData.intent === intent && (targetId === undefined || actionData.targetId === targetId) ? actionData : null;
  const newDeal = refusedFor("create-deal");
  const newPlacement = refusedFor("create-placement");
  const otherRefusal = actionData && !actionData.ok && !actionData.errors ? actionData : null;

  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold">Partner of the month</h1>
      {otherRefusal ? (
        <p role="alert" className="rounded-card border border-danger bg-danger-soft p-3">
          {otherRefusal.message}
        </p>
      ) : null}

      <section aria-labelledby="placements-heading" className="flex flex-col gap-3">
        <h2 id="placements-heading" className="text-lg font-semibold">
          Featured partner per category
        </h2>
        <p className="text-muted">The featured pro is offered that category&apos;s requests first. One pro per category at a time.</p>
        <ul className="flex flex-col gap-2">
          {placements.length === 0 ? <li className="text-muted">No featured partners yet.</li> : null}
          {placements.map((placement) => (
            <li key={placement.id} className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-line-soft p-3">
              <span>
                <span className="font-semibold">{placement.categoryName}:</span> {placement.businessName}
                {placement.isDemo ? <DemoBadge subject="business" className="ml-2" /> : null}
                <span className="block text-sm text-muted">
                  {placement.startsText} to {placement.endsText}
                  {placement.running ? "" : " (ended)"}
                </span>
              </span>
              {placement.running ? (
                <Form method="post">
                  <input type="hidden" name="placementId" value={placement.id} />
                  {/* The page lists a placement per category and several deals: each button names its own (docs/decisions/073). */}
                  <Button
                    type="submit"
                    name="intent"
                    value="end-placement"
                    variant="outline"
                    size="sm"
                    aria-label={`End Placement: ${placement.categoryName}, ${placement.businessName}`}
                  >
                    End Placement
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
        <Form method="post" className="flex flex-col gap-3 rounded-card border border-line p-4" aria-labelledby="new-placement-heading">
          <h3 id="new-placement-heading" className="font-semibold">
            Choose a featured partner
          </h3>
          {newPlacement ? (
            <p role="alert" className="text-danger">
              {newPlacement.message}
            </p>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id="placement-category" label="Category" error={newPlacement?.errors?.category}>
              {(control) => (
                <Select {...control} name="category" defaultValue={newPlacement?.values?.category ?? ""}>
                  <option value="">Choose a category</option>
                  {categories.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field id="placement-provider" label="Pro" error={newPlacement?.errors?.providerId}>
              {(control) => (
                <Select {...control} name="providerId" defaultValue={newPlacement?.values?.providerId ?? ""}>
                  <option value="">Choose a verified pro</option>
                  {pros.map((p) => (
                    <option key={p.value} value={p.value}>
                      {p.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field id="placement-starts" label="First day" error={newPlacement?.errors?.startsOn}>
              {(control) => <Input {...control} name="startsOn" type="date" defaultValue={newPlacement?.values?.startsOn ?? ""} />}
            </Field>
            <Field id="placement-ends" label="Last day" error={newPlacement?.errors?.endsOn}>
              {(control) => <Input {...control} name="endsOn" type="date" defaultValue={newPlacement?.values?.endsOn ?? ""} />}
            </Field>
          </div>
          <Button type="submit" name="intent" value="create-placement" className="self-start" busy={busy === "create-placement"} busyLabel="Saving…">
            Save Featured Partner
          </Button>
        </Form>
      </section>

      <section aria-labelledby="deals-heading" className="flex flex-col gap-3">
        <h2 id="deals-heading" className="text-lg font-semibold">
          Deals
        </h2>
        <Form method="post" className="flex flex-col gap-3 rounded-card border border-line p-4" aria-labelledby="new-deal-heading">
          <h3 id="new-deal-heading" className="font-semibold">
            New deal
          </h3>
          {newDeal ? (
            <p role="alert" className="text-danger">
              {newDeal.message}
            </p>
          ) : null}
          <DealFields idPrefix="new-deal" categories={categories} pros={pros} values={newDeal?.values ?? {}} errors={newDeal?.errors ?? {}} limits={limits} />
          <Button type="submit" name="intent" value="create-deal" className="self-start" busy={busy === "create-deal"} busyLabel="Creating…">
            Create Deal
          </Button>
        </Form>
        <ul className="flex flex-col gap-3">
          {deals.map((deal) => {
            const refused = refusedFor("update-deal", deal.id);
            return (
              <li key={deal.id} className="rounded-card border border-line-soft p-3">
                <p className="font-semibold">
                  {deal.title} · {deal.priceText}
                </p>
                <p className="text-sm text-muted">
                  {deal.categoryName} · {deal.partnerName ?? "No partner yet"} · {deal.running ? `until ${deal.expiresText}` : `ended ${deal.expiresText}`}
                  {deal.partnerIsDemo ? <DemoBadge subject="business" className="ml-2" /> : null}
                </p>
                <details className="mt-2" open={refused ? true : undefined}>
                  <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary" aria-label={`Edit ${deal.title}`}>
                    Edit
                  </summary>
                  <Form method="post" className="mt-2 flex flex-col gap-3">
                    <input type="hidden" name="dealId" value={deal.id} />
                    {refused ? (
                      <p role="alert" className="text-danger">
                        {refused.message}
                      </p>
                    ) : null}
                    <DealFields
                      idPrefix={`deal-${deal.id}`}
                      categories={categories}
                      pros={pros}
                      values={refused?.values ?? deal.formValues}
                      errors={refused?.errors ?? {}}
                      limits={limits}
                    />
                    <Button type="submit" name="intent" value="update-deal" className="self-start" aria-label={`Save Deal: ${deal.title}`}>
                      Save Deal
                    </Button>
                  </Form>
                </details>
                {deal.running ? (
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="dealId" value={deal.id} />
                    <Button type="submit" name="intent" value="expire-deal" variant="outline" size="sm" aria-label={`Expire Now: ${deal.title}`}>
                      Expire Now
                    </Button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
