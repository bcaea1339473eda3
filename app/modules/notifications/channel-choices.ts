import { CHANNEL_CHOICE_KINDS, type ChannelChoiceKind, NOTIFICATION_CHANNELS, type NotificationChannel, type NotificationKind } from "~/db/enums";
import { ohioMinuteOfDay } from "~/lib/ohio-time";
import type { Result } from "~/lib/result";

export { CHANNEL_CHOICE_KINDS, NOTIFICATION_CHANNELS, type ChannelChoiceKind, type NotificationChannel };

/**
 * Which way a pro hears of something (decision 046): per channel and kind on
 * or off, texts only once the pro's number is confirmed, and quiet hours on
 * Ohio's clock during which only e-mail goes out. One rule for every sender
 * (push, text, e-mail), as plain data and a plain function.
 */
export type QuietHours = { startMinute: number; endMinute: number };

export type ChannelChoices = {
  channels: Record<NotificationChannel, Record<ChannelChoiceKind, boolean>>;
  quietHours: QuietHours | null;
  /** The pro confirmed a number for texts with the code sent to it, and has not texted STOP. */
  textOptedIn: boolean;
};

function every(on: boolean): Record<ChannelChoiceKind, boolean> {
  return Object.fromEntries(CHANNEL_CHOICE_KINDS.map((kind) => [kind, on])) as Record<ChannelChoiceKind, boolean>;
}

/** Whether a kind of notification has choices per channel; the others always go out. */
export function isChannelChoiceKind(kind: NotificationKind): kind is ChannelChoiceKind {
  return (CHANNEL_CHOICE_KINDS as readonly string[]).includes(kind);
}

/** Push and e-mail on; texts on per kind too, but nothing is texted until the number is confirmed. */
export function defaultChannelChoices(): ChannelChoices {
  return { channels: { push: every(true), text: every(true), email: every(true) }, quietHours: null, textOptedIn: false };
}

/** Whether `at` falls in the quiet hours: from start (inclusive) to end (exclusive), crossing midnight when start is later. */
export function inQuietHours(quietHours: QuietHours | null, at: Date): boolean {
  if (!quietHours || quietHours.startMinute === quietHours.endMinute) return false;
  const minute = ohioMinuteOfDay(at);
  const { startMinute: start, endMinute: end } = quietHours;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The one rule: may this channel carry this kind to the pro at this instant? */
export function channelAllowed(args: { choices: ChannelChoices; channel: NotificationChannel; kind: ChannelChoiceKind; at: Date }): boolean {
  const { choices, channel, kind, at } = args;
  if (!choices.channels[channel][kind]) return false;
  if (channel === "text" && !choices.textOptedIn) return false;
  if (channel !== "email" && inQuietHours(choices.quietHours, at)) return false;
  return true;
}

/** "22:00" for 1320: the value of a time field. */
export function minuteToClock(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** 1320 for "22:00"; null for anything that is not a time of day. */
export function clockToMinute(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The settings form's field for a channel and kind: a checkbox named "push:new-lead", "text:refund-decided". */
export function channelFieldName(channel: "push" | "text", kind: ChannelChoiceKind): string {
  return `${channel}:${kind}`;
}

/** What a pro saves: push and texts per kind, and quiet hours (e-mail has its own form). */
export type SavedChannelChoices = {
  push: Record<ChannelChoiceKind, boolean>;
  text: Record<ChannelChoiceKind, boolean>;
  quietHours: QuietHours | null;
};

export type ChannelChoicesFormErrors = { quietHours?: string };

export const QUIET_HOURS_MESSAGE = "Choose when quiet hours start and end, such as 21:00 to 07:00.";

/**
 * The posted choices: a box is on when it was sent; quiet hours when their
 * box was ticked, with two different times of day. Unknown fields are ignored.
 */
export function channelChoicesFromForm(
  values: Record<string, string>,
): Result<SavedChannelChoices, { errors: ChannelChoicesFormErrors }> {
  const on = (channel: "push" | "text") =>
    Object.fromEntries(CHANNEL_CHOICE_KINDS.map((kind) => [kind, channelFieldName(channel, kind) in values])) as Record<ChannelChoiceKind, boolean>;
  let quiet: QuietHours | null = null;
  if ("quiet" in values) {
    const startMinute = clockToMinute(values.quietStart ?? "");
    const endMinute = clockToMinute(values.quietEnd ?? "");
    if (startMinute === null || endMinute === null || startMinute === endMinute) return { ok: false, errors: { quietHours: QUIET_HOURS_MESSAGE } };
    quiet = { startMinute, endMinute };
  }
  return { ok: true, value: { push: on("push"), text: on("text"), quietHours: quiet } };
}
