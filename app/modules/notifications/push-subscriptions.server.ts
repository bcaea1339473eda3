import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { pushSubscriptions } from "~/db/schema";

/**
 * The push services of the browsers we support. A subscription names the
 * address the server will post to, so only these are accepted: any other
 * would let a user make the server send requests wherever they like.
 */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "android.googleapis.com", "push.services.mozilla.com", "push.apple.com", "notify.windows.com"];

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

const subscriptionSchema = z.object({
  endpoint: z.string().max(2000).refine(isPushServiceUrl),
  keys: z.object({
    // An uncompressed P-256 point is 65 bytes (87 characters); the auth secret 16 bytes (22).
    p256dh: z.string().regex(BASE64URL).min(80).max(100),
    auth: z.string().regex(BASE64URL).min(16).max(40),
  }),
});

function isPushServiceUrl(value: string): boolean {
  const url = URL.parse(value);
  if (!url || url.protocol !== "https:" || url.port !== "") return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

export type PushSubscriptionInput = { endpoint: string; p256dh: string; auth: string };

/** A browser's PushSubscription as JSON (its toJSON()), or null when it is not one from a known push service. */
export function parsePushSubscription(json: unknown): PushSubscriptionInput | null {
  const parsed = subscriptionSchema.safeParse(json);
  if (!parsed.success) return null;
  return { endpoint: parsed.data.endpoint, p256dh: parsed.data.keys.p256dh, auth: parsed.data.keys.auth };
}

/** "Chrome on Android": enough for a pro to tell its devices apart, and nothing more of the user agent. */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "A browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Mac OS X/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return system ? `${browser} on ${system}` : browser;
}

/**
 * Turns push on for a device. The endpoint identifies the device: subscribing
 * it again (new keys, or another account signed in on it) replaces its row,
 * so a shared device notifies only the account that turned it on last.
 */
export async function savePushSubscription(db: Database, args: { userId: string; subscription: PushSubscriptionInput; device: string }): Promise<void> {
  const values = { userId: args.userId, ...args.subscription, device: args.device.slice(0, 100) };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, device: values.device, createdAt: new Date() } });
}

/** Turns push off for one of the user's devices (someone else's endpoint changes nothing). */
export async function removePushSubscription(db: Database, args: { userId: string; endpoint: string }): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, args.userId), eq(pushSubscriptions.endpoint, args.endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** The user's devices with push on, oldest first, for the settings page. */
export async function pushDevices(db: Database, userId: string): Promise<{ id: string; device: string; endpoint: string; createdAt: Date }[]> {
  return db
    .select({ id: pushSubscriptions.id, device: pushSubscriptions.device, endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

/** Turns push off for one of the user's devices, listed on the settings page (another user's id changes nothing). */
export async function removePushDevice(db: Database, args: { userId: string; id: string }): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, args.userId), eq(pushSubscriptions.id, args.id)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}
