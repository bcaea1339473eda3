import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { NotificationKind } from "~/db/enums";
import { users } from "~/db/schema";
import { signToken, verifyToken } from "~/modules/security/index.server";
import { HOMEOWNER_NOTIFICATION_KIND_TEXT, isNotificationKind, NOTIFICATION_KIND_TEXT } from "./notification-kinds";
import { getNotificationPreferences, setNotificationChoices } from "./notification-preferences.server";
import { DAY_MS } from "~/lib/ohio-time";

/**
 * The "stop these e-mails" link in the footer of every e-mail a user may turn
 * off: no password, bound to one account and one kind, signed with the
 * server's secret. Opening it only shows a button; the change is a POST, so a
 * mail scanner that follows links turns nothing off.
 */
export const STOP_LINK_PURPOSE = "email-stop";
/** Long enough for an old e-mail to still work; a stop link only ever turns mail off. */
export const STOP_LINK_DAYS = 365;

/** Whose settings page the confirmation points to, so each side words the kind its own way. */
export type StopAudience = "pro" | "homeowner";
export type StopTarget = { userId: string; kind: NotificationKind; audience: StopAudience };

export function stopLinkToken(secret: string, target: StopTarget, now = new Date()): string {
  const expiresAt = new Date(now.getTime() + STOP_LINK_DAYS * DAY_MS);
  // The user id goes last: it is the one part that is not ours to spell.
  return signToken(secret, STOP_LINK_PURPOSE, `${target.audience}:${target.kind}:${target.userId}`, expiresAt);
}

export function stopLinkUrl(publicUrl: string, secret: string, target: StopTarget, now = new Date()): string {
  return `${publicUrl}/unsubscribe?token=${encodeURIComponent(stopLinkToken(secret, target, now))}`;
}

export type StopLinkCheck = { ok: true; target: StopTarget; label: string; settingsPath: string } | { ok: false; message: string };

const INVALID = "This link is not valid. Sign in to choose which e-mails you get.";
const EXPIRED = "This link has expired. Sign in to choose which e-mails you get.";

/** What a stop link would turn off, or why it cannot: the GET page shows this and nothing changes. */
export function readStopLink(secret: string, token: string, now = new Date()): StopLinkCheck {
  const check = verifyToken(secret, STOP_LINK_PURPOSE, token, now);
  if (!check.ok) return { ok: false, message: check.reason === "expired" ? EXPIRED : INVALID };
  const [audience, kind, ...rest] = check.payload.split(":");
  const userId = rest.join(":");
  if ((audience !== "pro" && audience !== "homeowner") || !kind || !isNotificationKind(kind) || !userId) return { ok: false, message: INVALID };
  const homeownerText = (HOMEOWNER_NOTIFICATION_KIND_TEXT as Partial<Record<NotificationKind, { label: string }>>)[kind];
  const label = audience === "homeowner" && homeownerText ? homeownerText.label : NOTIFICATION_KIND_TEXT[kind].label;
  return {
    ok: true,
    target: { userId, kind, audience },
    label,
    settingsPath: audience === "pro" ? "/provider/settings" : "/account/settings",
  };
}

/** The POST behind the link's button: turns that one kind off for that account. A deleted account is an invalid link. */
/**
 * What the GET page shows: the link's check, and whether its kind is already off for its account, so a link used
 * before says so instead of asking again. An account that no longer exists makes the link invalid, as the POST does.
 */
export async function openStopLink(
  db: Database,
  secret: string,
  token: string,
  now = new Date(),
): Promise<(StopLinkCheck & { ok: false }) | (StopLinkCheck & { ok: true; alreadyStopped: boolean })> {
  const check = readStopLink(secret, token, now);
  if (!check.ok) return check;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, check.target.userId));
  if (!user) return { ok: false, message: INVALID };
  const choices = await getNotificationPreferences(db, user.id);
  return { ...check, alreadyStopped: !choices[check.target.kind] };
}

export async function stopEmails(db: Database, secret: string, token: string, now = new Date()): Promise<StopLinkCheck> {
  const check = readStopLink(secret, token, now);
  if (!check.ok) return check;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, check.target.userId));
  if (!user) return { ok: false, message: INVALID };
  await setNotificationChoices(db, user.id, { [check.target.kind]: false });
  return check;
}
