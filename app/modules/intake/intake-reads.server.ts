import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { namedStatement, selectFromSql } from "~/db/prepared.server";
import { leadDeliveries, leadSubmissions } from "~/db/schema";
import { resolveQuestionnaireService, isServiceSlug, type ServiceSlug } from "~/modules/catalog";
import type { LeadSubmissionResult } from "./create-lead.server";
import { DAY_MS } from "~/lib/ohio-time";

/** What lead intake reads before it writes (create-lead.server.ts, docs/decisions/029). */

export const DUPLICATE_WINDOW_DAYS = 30;

export type Submission = { leadId: string; outcome: "created" | "updated" };

export async function findSubmission(db: Pick<Database, "select">, idempotencyKey: string): Promise<LeadSubmissionResult | null> {
  const [row] = await db
    .select({ leadId: leadSubmissions.leadId, outcome: leadSubmissions.outcome })
    .from(leadSubmissions)
    .where(eq(leadSubmissions.idempotencyKey, idempotencyKey));
  return row ? replayResult(db, row) : null;
}

/** What the first submit with an idempotency key answered. */
export async function replayResult(db: Pick<Database, "select">, submission: Submission): Promise<LeadSubmissionResult> {
  return {
    leadId: submission.leadId,
    updatedExisting: submission.outcome === "updated",
    replayed: true,
    matchedProviderIds: await matchedProviderIds(db, submission.leadId),
  };
}

/** The pros a request went to, best match first. */
export async function matchedProviderIds(db: Pick<Database, "select">, leadId: string): Promise<string[]> {
  const deliveries = await db
    .select({ providerId: leadDeliveries.providerId })
    .from(leadDeliveries)
    .where(eq(leadDeliveries.leadId, leadId))
    .orderBy(asc(leadDeliveries.rank));
  return deliveries.map((delivery) => delivery.providerId);
}

export type Category = { id: number; name: string; slug: ServiceSlug };
export type Earlier = { id: string; email: string; firstName: string };

type LookUpRow = {
  replay_lead_id: string | null;
  replay_outcome: Submission["outcome"] | null;
  category_id: number | null;
  category_name: string | null;
  category_slug: string | null;
  earlier_id: string | null;
  earlier_email: string | null;
  earlier_first_name: string | null;
};

const LOOK_UP_COLUMNS = [
  "replay_lead_id",
  "replay_outcome",
  "category_id",
  "category_name",
  "category_slug",
  "earlier_id",
  "earlier_email",
  "earlier_first_name",
] as const satisfies readonly (keyof LookUpRow)[];

/** lookUp's statement, its values placeholders (prepared.server.ts). */
function lookUpQuery(): SQL {
  // The same person's requests are found by contact first (a handful of rows), whatever plan the
  // prepared statement settles on: a ZIP and category can have thousands.
  return sql`
    with mine as materialized (select lead_id, email, first_name from lead_contacts where contact_key = ${sql.placeholder("key")})
    select s.lead_id as replay_lead_id, s.outcome as replay_outcome,
           c.id as category_id, c.name as category_name, c.slug as category_slug,
           e.id as earlier_id, e.email as earlier_email, e.first_name as earlier_first_name
    from (select 1) one
    left join lead_submissions s on s.idempotency_key = ${sql.placeholder("idempotencyKey")}
    left join lateral (
      select id, name, slug from service_categories
      order by case when slug = ${sql.placeholder("questionnaireCategory")} then 0 when lower(name) = lower(${sql.placeholder("service")}) then 1 else 2 end, sort_order
      limit 1
    ) c on true
    left join lateral (
      select r.id, mine.email, mine.first_name
      from mine join lead_requests r on r.id = mine.lead_id
      where r.category_id = c.id and r.zip_code = ${sql.placeholder("zip")} and r.created_at > ${sql.placeholder("since")}::timestamptz
        -- A closed request is over (a hire, the homeowner's "I no longer need this", no pro took it: its e-mail says
        -- "ask again"), and so is one whose wait ended with no pro (matching/held-request-sweep.server.ts): asking again starts anew.
        and r.status <> 'closed'
        and (r.held_until is null or r.held_until > ${sql.placeholder("now")}::timestamptz
          or exists(select 1 from lead_deliveries d where d.lead_id = r.id))
      order by r.created_at desc
      limit 1
    ) e on true`;
}

/**
 * What intake reads before it writes, in one statement: an earlier submit
 * with this idempotency key; the request's category by the original app's rule (the
 * questionnaire slug's category, else a case-insensitive name match, else the
 * first category); and the same person's request for that category and ZIP
 * in the last 30 days, newest first, unless it is closed or its wait for a pro ended with none.
 */
export async function lookUp(
  db: Pick<Database, "select">,
  args: { idempotencyKey: string; service: string; zip: string; key: string; now: Date },
): Promise<{ replay: Submission | null; category: Category | null; earlier: Earlier | null }> {
  const service = args.service.trim();
  const questionnaireCategory = resolveQuestionnaireService(service.toLowerCase())?.category ?? "";
  const since = new Date(args.now.getTime() - DUPLICATE_WINDOW_DAYS * DAY_MS);
  const statement = namedStatement(db, "intake_look_up", (name) => selectFromSql<LookUpRow>(db, LOOK_UP_COLUMNS, lookUpQuery()).prepare(name));
  const [row] = await statement.execute({
    key: args.key,
    idempotencyKey: args.idempotencyKey,
    questionnaireCategory,
    service,
    zip: args.zip,
    since: since.toISOString(),
    now: args.now.toISOString(),
  });
  const slug = row?.category_slug ?? "";
  return {
    replay: row?.replay_lead_id && row.replay_outcome ? { leadId: row.replay_lead_id, outcome: row.replay_outcome } : null,
    category: row?.category_id != null && isServiceSlug(slug) ? { id: row.category_id, name: row.category_name ?? "", slug } : null,
    earlier: row?.earlier_id ? { id: row.earlier_id, email: row.earlier_email ?? "", firstName: row.earlier_first_name ?? "" } : null,
  };
}
