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
