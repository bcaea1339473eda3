import { readZip } from "~/modules/catalog";

/**
 * Where the lead form goes on success: the results of this request, by its
 * id and access token and nothing else. The homeowner's name, e-mail and
 * phone never go in a URL (history, bookmarks, logs); the page reads the
 * request itself (docs/decisions/043).
 */
export function searchUrlAfterSubmit(lead: { leadId: string; token: string }, options: { updated?: boolean } = {}): string {
  const params = new URLSearchParams({ lead: lead.leadId, token: lead.token });
  if (options.updated) params.set("updated", "1");
  return `/search?${params.toString()}`;
}

/**
 * The same /search address with its ZIP as the five digits it reads as, or null when there is nothing to change (no
 * ZIP, five digits already, or a ZIP refused, which the page says). The page's ZIP box is a GET form, so a ZIP+4
 * typed in it ("43215-1234") would otherwise stay in the address, the history and the logs.
 */
export function searchUrlWithFiveDigitZip(url: URL): string | null {
  const typed = url.searchParams.get("zip");
  if (typed === null) return null;
  const zip = readZip(typed);
  if (!zip.ok || zip.zip === typed) return null;
  const params = new URLSearchParams(url.searchParams);
  params.set("zip", zip.zip);
  return `${url.pathname}?${params.toString()}`;
}
