import { safeReturnPath } from "~/lib/return-path";
import { DAY_MS } from "~/lib/ohio-time";

/**
 * The last quote request a visitor started, kept in the browser's localStorage
 * under `recentServiceRequest`, for the landing page's
 * "Pick up where you left off" card.
 */
export const RECENT_REQUEST_KEY = "recentServiceRequest";
export const RECENT_REQUEST_MAX_AGE_MS = 7 * DAY_MS;

export type RecentRequest = { category: string; route: string; timestamp: number };

/** Parses what was stored; null for anything malformed (which the caller then removes). */
export function parseRecentRequest(raw: string | null): RecentRequest | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { category, route, timestamp } = value as Record<string, unknown>;
    if (typeof category !== "string" || category.trim() === "") return null;
    // Only our own paths: a stored value must never send the visitor elsewhere.
    if (typeof route !== "string" || safeReturnPath(route) === null) return null;
    if (typeof timestamp !== "number" || !Number.isFinite(timestamp)) return null;
    return { category, route, timestamp };
  } catch {
    return null;
  }
}

export function isRecentRequestFresh(request: RecentRequest, now: number): boolean {
  const age = now - request.timestamp;
  return age >= 0 && age < RECENT_REQUEST_MAX_AGE_MS;
}

/** Reads the saved request; removes invalid data; returns null when missing, stale or invalid. */
export function loadRecentRequest(storage: Storage, now = Date.now()): RecentRequest | null {
  const raw = storage.getItem(RECENT_REQUEST_KEY);
  const parsed = parseRecentRequest(raw);
  if (raw !== null && parsed === null) storage.removeItem(RECENT_REQUEST_KEY);
  return parsed && isRecentRequestFresh(parsed, now) ? parsed : null;
}

export function saveRecentRequest(storage: Storage, request: Omit<RecentRequest, "timestamp">, now = Date.now()) {
  try {
    storage.setItem(RECENT_REQUEST_KEY, JSON.stringify({ ...request, timestamp: now }));
  } catch {
    // Private mode or a full quota: the resume card is a convenience, not a requirement.
  }
}

/**
 * Forgets the saved request once it was sent: the home page no longer offers to pick it up where it was left.
 * The caller guards against blocked storage (reading `window.localStorage` is what throws there).
 */
export function forgetRecentRequest(storage: Storage) {
  storage.removeItem(RECENT_REQUEST_KEY);
}
