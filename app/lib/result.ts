/**
 * The one shape of a module's outcome: `ok` tells success from failure; a
 * success carries its `value`, a failure says why in its own fields (usually
 * a `reason` and a message to show). Callers switch on `ok`, then on `reason`.
 */
export type Result<T, Failure extends object> = { ok: true; value: T } | ({ ok: false } & Failure);
