import { getZip, subServiceLabel } from "~/modules/catalog";
import { formatDate } from "~/lib/ohio-time";

export type LeadTitleFacts = {
  categorySlug: string;
  categoryName: string;
  /** The job within the trade, as the questionnaire stored it ("water-heater"). */
  subService: string | null;
  zip: string;
  createdAt: Date | string;
  /** Only once the pro has bought the lead (or for the homeowner's own eyes): the name tells leads apart. */
  firstName?: string | null;
};

/**
 * A request's title wherever it is listed (the pro's inbox and lead page, e-mails, the homeowner's requests):
 * the job, the town and the day, so two water heaters in a week read differently.
 * "Plumbing: Water heater in Dublin, Nov 26, 2026", and "Dana · …" once the contact is bought.
 */
export function leadTitle(facts: LeadTitleFacts): string {
  const sub = subServiceLabel(facts.categorySlug, facts.subService);
  const job = sub ? `${facts.categoryName}: ${sub}` : facts.categoryName;
  const town = getZip(facts.zip)?.city ?? facts.zip;
  const title = `${job} in ${town}, ${formatDate(facts.createdAt)}`;
  const name = facts.firstName?.trim();
  return name ? `${name} · ${title}` : title;
}
