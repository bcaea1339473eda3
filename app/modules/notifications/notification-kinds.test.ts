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
import { NOTIFICATION_TEMPLATES } from "./notification-templates";

describe("notification kinds", () => {
  it("has a label and an explanation for every kind", () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(NOTIFICATION_KIND_TEXT[kind].label.length).toBeGreaterThan(0);
      expect(NOTIFICATION_KIND_TEXT[kind].explanation).toMatch(/\.$/);
    }
  });

  it("promises pros only the e-mails each kind turns off", () => {
    // A homeowner changing a request e-mails no pro: only the hire they report and their closing of a bought request do.
    const proTemplates = Object.entries(NOTIFICATION_TEMPLATES).filter(([, info]) => info.audience === "pro" && info.kind === "request-update");
    expect(proTemplates.map(([name]) => name)).toEqual(["hired-by-homeowner", "request-closed-by-homeowner"]);
    expect(NOTIFICATION_KIND_TEXT["request-update"].explanation).toBe("A homeowner says they hired you, or closes a request you accepted.");
    // Missed requests are told once a day at most (matching/missed-leads.server.ts), and the settings say so.
    expect(NOTIFICATION_KIND_TEXT["missed-lead"].explanation).toContain("one e-mail a day at most");
    // A homeowner's message to a pro that has not accepted the lead (from My requests) is e-mailed too.
    expect(NOTIFICATION_KIND_TEXT["new-message"].explanation).not.toContain("accepted");
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
