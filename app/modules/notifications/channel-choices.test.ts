import { describe, expect, it } from "vitest";
import {
  type ChannelChoices,
  channelAllowed,
  channelChoicesFromForm,
  clockToMinute,
  defaultChannelChoices,
  inQuietHours,
  minuteToClock,
  QUIET_HOURS_MESSAGE,
} from "./channel-choices";

const NIGHT = { startMinute: 22 * 60, endMinute: 7 * 60 };

function choices(change: (choices: ChannelChoices) => void = () => {}): ChannelChoices {
  const made = defaultChannelChoices();
  change(made);
  return made;
}

describe("channelAllowed", () => {
  const noon = new Date("2026-07-15T16:00:00Z"); // 12:00 in Ohio (EDT)

  it("by default sends push and e-mail, and texts nothing until the number is confirmed", () => {
    for (const kind of ["new-lead", "new-message", "refund-decided"] as const) {
      expect(channelAllowed({ choices: choices(), channel: "push", kind, at: noon })).toBe(true);
      expect(channelAllowed({ choices: choices(), channel: "email", kind, at: noon })).toBe(true);
      expect(channelAllowed({ choices: choices(), channel: "text", kind, at: noon })).toBe(false);
    }
    expect(channelAllowed({ choices: choices((c) => (c.textOptedIn = true)), channel: "text", kind: "new-lead", at: noon })).toBe(true);
  });

  it("follows each channel's choice per kind", () => {
    const some = choices((c) => {
      c.textOptedIn = true;
      c.channels.push["new-message"] = false;
      c.channels.text["refund-decided"] = false;
      c.channels.email["new-lead"] = false;
    });
    expect(channelAllowed({ choices: some, channel: "push", kind: "new-message", at: noon })).toBe(false);
    expect(channelAllowed({ choices: some, channel: "push", kind: "new-lead", at: noon })).toBe(true);
    expect(channelAllowed({ choices: some, channel: "text", kind: "refund-decided", at: noon })).toBe(false);
    expect(channelAllowed({ choices: some, channel: "text", kind: "new-lead", at: noon })).toBe(true);
    expect(channelAllowed({ choices: some, channel: "email", kind: "new-lead", at: noon })).toBe(false);
  });

  it("lets only e-mail out during quiet hours, which may cross midnight", () => {
    const quiet = choices((c) => {
      c.textOptedIn = true;
      c.quietHours = NIGHT;
    });
    const lateEvening = new Date("2026-07-16T03:30:00Z"); // 23:30 EDT
    const earlyMorning = new Date("2026-07-16T10:59:00Z"); // 06:59 EDT
    const seven = new Date("2026-07-16T11:00:00Z"); // 07:00 EDT: quiet hours are over
    for (const at of [lateEvening, earlyMorning]) {
      expect(channelAllowed({ choices: quiet, channel: "push", kind: "new-lead", at })).toBe(false);
      expect(channelAllowed({ choices: quiet, channel: "text", kind: "new-lead", at })).toBe(false);
      expect(channelAllowed({ choices: quiet, channel: "email", kind: "new-lead", at })).toBe(true);
    }
    expect(channelAllowed({ choices: quiet, channel: "push", kind: "new-lead", at: seven })).toBe(true);
    expect(channelAllowed({ choices: quiet, channel: "text", kind: "new-lead", at: noon })).toBe(true);
  });
});

describe("quiet hours on Ohio's clock", () => {
  it("hold within one day when start is before end", () => {
    const lunch = { startMinute: 12 * 60, endMinute: 13 * 60 };
    expect(inQuietHours(lunch, new Date("2026-01-15T17:00:00Z"))).toBe(true); // 12:00 EST
    expect(inQuietHours(lunch, new Date("2026-01-15T18:00:00Z"))).toBe(false); // 13:00 EST
    expect(inQuietHours(lunch, new Date("2026-01-15T16:59:00Z"))).toBe(false); // 11:59 EST
    expect(inQuietHours(null, new Date("2026-01-15T17:00:00Z"))).toBe(false);
  });

  it("follow daylight saving time: the same UTC instant is in or out as Ohio's clock moves", () => {
    // 02:30 UTC is 21:30 EST in January (awake) but 22:30 EDT in July (quiet).
    expect(inQuietHours(NIGHT, new Date("2026-01-15T02:30:00Z"))).toBe(false);
    expect(inQuietHours(NIGHT, new Date("2026-07-15T02:30:00Z"))).toBe(true);
    // The night clocks spring forward (March 8, 2026): 01:59 EST, then 03:00 EDT, both quiet; 07:00 EDT is not.
    expect(inQuietHours(NIGHT, new Date("2026-03-08T06:59:00Z"))).toBe(true);
    expect(inQuietHours(NIGHT, new Date("2026-03-08T07:00:00Z"))).toBe(true);
    expect(inQuietHours(NIGHT, new Date("2026-03-08T11:00:00Z"))).toBe(false);
    expect(inQuietHours(NIGHT, new Date("2026-03-08T10:59:00Z"))).toBe(true);
    // The night they fall back (November 1, 2026): 06:59 EST is 11:59 UTC.
    expect(inQuietHours(NIGHT, new Date("2026-11-01T11:59:00Z"))).toBe(true);
    expect(inQuietHours(NIGHT, new Date("2026-11-01T12:00:00Z"))).toBe(false);
  });
});

describe("time fields", () => {
  it("read and write minutes after midnight", () => {
    expect(clockToMinute("22:00")).toBe(1320);
    expect(clockToMinute("07:05")).toBe(425);
    expect(clockToMinute("24:00")).toBeNull();
    expect(clockToMinute("7pm")).toBeNull();
    expect(minuteToClock(425)).toBe("07:05");
  });
});

describe("channelChoicesFromForm", () => {
  it("turns on exactly the boxes sent, and ignores fields that are no choice", () => {
    const read = channelChoicesFromForm({ "push:new-lead": "on", "text:refund-decided": "on", "push:payment-receipt": "on", "email:new-lead": "on" });
    expect(read).toEqual({
      ok: true,
      value: {
        push: { "new-lead": true, "new-message": false, "refund-decided": false },
        text: { "new-lead": false, "new-message": false, "refund-decided": true },
        quietHours: null,
      },
    });
  });

  it("reads quiet hours only when their box is ticked, across midnight too", () => {
    expect(channelChoicesFromForm({ quietStart: "22:00", quietEnd: "07:00" })).toMatchObject({ ok: true, value: { quietHours: null } });
    expect(channelChoicesFromForm({ quiet: "on", quietStart: "22:00", quietEnd: "07:00" })).toMatchObject({ ok: true, value: { quietHours: NIGHT } });
  });

  it("refuses quiet hours without two different times of day", () => {
    for (const [quietStart, quietEnd] of [["", "07:00"], ["22:00", "22:00"], ["25:00", "07:00"], ["10pm", "7am"]]) {
      expect(channelChoicesFromForm({ quiet: "on", quietStart: quietStart!, quietEnd: quietEnd! })).toEqual({ ok: false, errors: { quietHours: QUIET_HOURS_MESSAGE } });
    }
  });
});
