const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from a URL or form that is not a uuid names no row, and must not reach the database as one (PostgreSQL refuses it with an error). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
