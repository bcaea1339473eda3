/**
 * Ohio's time, the one place it is named: days typed by operators are Ohio
 * days, quiet hours are on Ohio's clock, and dates shown are Ohio dates, so
 * the server's render and the browser's agree whatever the server's own zone.
 */
export const OHIO_TIME_ZONE = "America/New_York";

/** One day in milliseconds, for "N days from now" (a day of 24 hours; calendar days are ohioDayStart's). */
export const DAY_MS = 24 * 60 * 60 * 1000;

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: OHIO_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** Texts kept per formatter before it starts over: a day of minutes and then some, a few hundred KB at most. */
const KEPT_TEXTS = 2_000;

/**
 * A formatter that remembers its texts by the UTC hour (or minute, or day) an instant falls in. Ohio's offset from
 * UTC is a whole number of hours and changes on the hour, so every instant of one UTC hour is on one Ohio day, and of
 * one UTC minute at one Ohio minute. Intl's format takes about 2 µs a call; the inbox formats two dates per lead, 50
 * leads a page, on every visit (scripts/bench/signed-in.ts). A bad date still throws Intl's RangeError.
 */
function remembered(textOf: (ms: number) => string, unitMs: number): (value: Date | string) => string {
  const texts = new Map<number, string>();
  return (value) => {
    const ms = new Date(value).getTime();
    const unit = Math.floor(ms / unitMs);
    let text = texts.get(unit);
    if (text === undefined) {
      text = textOf(ms);
      if (texts.size >= KEPT_TEXTS) texts.clear();
      texts.set(unit, text);
    }
    return text;
  };
}

/** "2026-11-26 15:05" on Ohio's wall clock: every Ohio day and minute read here (the dashboard reads a few dozen). */
const ohioClock = remembered((ms) => {
  const all = parts.formatToParts(ms);
  const get = (type: string) => all.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}`;
}, MINUTE_MS);

/** The instant an Ohio wall-clock time happens: EDT (UTC-4) or EST (UTC-5), whichever reads back as asked. */
function ohioInstant(day: string, hour: number, minute: number, second: number): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const wanted = `${day} ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
  for (const offset of [4, 5]) {
    const candidate = new Date(Date.UTC(y, m - 1, d, hour + offset, minute, second));
    if (ohioClock(candidate) === wanted) return candidate;
  }
  return new Date(Date.UTC(y, m - 1, d, hour + 5, minute, second));
}

/** 00:00:00 of the day in Ohio. */
export function ohioDayStart(day: string): Date {
  return ohioInstant(day, 0, 0, 0);
}

/** 23:59:59 of the day in Ohio: a deal or placement "until May 31" runs through that evening. */
export function ohioDayEnd(day: string): Date {
  return ohioInstant(day, 23, 59, 59);
}

/** The Ohio day of an instant, as YYYY-MM-DD (for a form's date field). */
export function ohioDay(date: Date): string {
  return ohioClock(date).slice(0, 10);
}

/** Minutes after midnight on Ohio's wall clock (0-1439), for hours set in Ohio time such as a pro's quiet hours. */
export function ohioMinuteOfDay(date: Date): number {
  const clock = ohioClock(date);
  return Number(clock.slice(11, 13)) * 60 + Number(clock.slice(14, 16));
}

// Formatters are made once: `toLocaleString` with options builds a new one on
// every call, which was a tenth of a portal page's CPU (scripts/bench/signed-in.ts).
const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: OHIO_TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: OHIO_TIME_ZONE,
});

const calendarDayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const calendarDateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * "Nov 26" for a calendar day written YYYY-MM-DD (a day, not an instant: no time zone moves it); "Aug 31, 2027" with
 * `year`, for a day that may lie in another year (a license's or policy's end).
 */
export function formatCalendarDay(day: string, options: { year?: boolean } = {}): string {
  return (options.year ? calendarDate : calendarDay)(`${day}T00:00:00Z`);
}

const calendarDay = remembered((ms) => calendarDayFormat.format(ms), DAY_MS);
const calendarDate = remembered((ms) => calendarDateFormat.format(ms), DAY_MS);

/** "Nov 26, 2026" in Ohio. */
export const formatDate = remembered((ms) => dateFormat.format(ms), HOUR_MS);

/** "Nov 26, 2026, 3:05 PM" in Ohio. */
export const formatDateTime = remembered((ms) => dateTimeFormat.format(ms), MINUTE_MS);
