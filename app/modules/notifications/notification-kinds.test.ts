import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "~/db/enums";
import {
  allNotificationsOn,
  HOMEOWNER_NOTIFICATION_KIND_TEXT,
  HOMEOWNER_NOTIFICATION_KINDS,
  isNotificationKind,
  NOTIFICATION_KIND_TEXT,
  notificationChoicesFromForm,
  notificationPreferencesFromForm,
} from "./notification-kinds";

describe("notification kinds", () => {
  it("has a label and an explanation for every kind", () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(NOTIFICATION_KIND_TEXT[kind].label.length).toBeGreaterThan(0);
      expect(NOTIFICATION_KIND_TEXT[kind].explanation).toMatch(/\.$/);
    }
  });

  it("reads ticked boxes as on, missing ones as off, and ignores names that are not kinds", () => {
    const prefs = notificationPreferencesFromForm(["new-lead", "nonsense", "__proto__"]);
    expect(prefs).toEqual({ ...Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, false])), "new-lead": true });
    expect(Object.keys(prefs)).toEqual([...NOTIFICATION_KINDS]);
    expect(notificationPreferencesFromForm([...NOTIFICATION_KINDS])).toEqual(allNotificationsOn());
    expect(isNotificationKind("new-lead")).toBe(true);
    expect(isNotificationKind("constructor")).toBe(false);
  });

  it("words the homeowners' kinds for them, and their form changes only those kinds", () => {
    for (const kind of HOMEOWNER_NOTIFICATION_KINDS) {
      expect(NOTIFICATION_KINDS).toContain(kind);
      expect(HOMEOWNER_NOTIFICATION_KIND_TEXT[kind].explanation).toMatch(/\.$/);
    }
    expect(notificationChoicesFromForm(HOMEOWNER_NOTIFICATION_KINDS, ["request-update", "new-lead"])).toEqual({ "new-message": false, "request-update": true });
  });
});
