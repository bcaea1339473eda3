/**
 * What the homeowner wrote about the job, as a pro or an operator reads it. The questionnaire asks twice: "Describe
 * your project" on the service step (kept as the request's `query`, also the hero search's words) and the details
 * step (the `description`, which falls back to the query when the details step was left empty:
 * create-lead.server.ts). Both are the homeowner's own words, so both are shown, each once.
 */
export function requestWords(request: { query: string | null; description: string | null }): string {
  const query = request.query?.trim() ?? "";
  const description = request.description?.trim() ?? "";
  if (!query || query === description) return description;
  if (!description) return query;
  return `${query}\n\n${description}`;
}
