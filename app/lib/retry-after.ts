/**
 * The header of a 429 (or a 503) that says when to try again: every
 * rate-limited answer sends it the same way; none when there is no wait.
 */
export function retryAfterHeaders(seconds: number | null | undefined): Record<string, string> {
  return seconds ? { "Retry-After": String(Math.max(1, Math.ceil(seconds))) } : {};
}
