/**
 * Whether an error means the database cannot be reached right now (down,
 * restarting, failing over, out of connections, the network dropped), as
 * opposed to a bad query or bad data. Such a request is answered 503 with
 * Retry-After, and the next one tries again: the pool opens new connections
 * by itself once the database is back (docs/decisions/025).
 */
const UNAVAILABLE_CODES = new Set([
  // Node's socket errors.
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  // SQLSTATE class 08, connection exceptions.
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down).
  "57P01",
  "57P02",
  "57P03",
  // too_many_connections.
  "53300",
]);

/** node-postgres's own wording for a connection that dropped or never opened; these errors carry no code. */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "connection error and is not queryable",
  "timeout exceeded when trying to connect",
  "Client was closed and is not queryable",
];

/** Seconds a client is asked to wait before trying again (the Retry-After header). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as `cause`; Node reports a refused dual-stack connect as an AggregateError.
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") return false;
    const { code, message, errors, cause } = current as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}
