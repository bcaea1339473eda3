import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HOMEOWNER_INTENTS } from "~/db/enums";
import { footerLines, NOTIFICATION_TEMPLATES, templateInfo, UNKNOWN_TEMPLATE } from "./notification-templates";

/** Every template name the application's source queues: `template: "…"` and the *_TEMPLATE constants. */
function templatesInSource(): { names: Set<string>; dynamic: Set<string> } {
  const names = new Set<string>();
  const dynamic = new Set<string>();
  const appDir = path.resolve(process.cwd(), "app");
  for (const file of readdirSync(appDir, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.endsWith("notification-templates.ts")) continue;
    const source = readFileSync(path.join(appDir, file), "utf8");
    for (const match of source.matchAll(/template: "([a-z0-9-]+)"|_TEMPLATE = "([a-z0-9-]+)"/g)) names.add(match[1] ?? match[2]!);
    for (const match of source.matchAll(/template: `([^`]+)`/g)) dynamic.add(match[1]!);
  }
  return { names, dynamic };
}

describe("the template table", () => {
  it("describes every template the code base queues", () => {
    const { names, dynamic } = templatesInSource();
    // A template name built at run time: its expansions are listed here by hand.
    const expansions: Record<string, readonly string[]> = {
      "lead-${args.intent}": HOMEOWNER_INTENTS.map((intent) => `lead-${intent}`),
    };
    for (const pattern of dynamic) {
      expect(expansions, `add the names ${pattern} can take to this test`).toHaveProperty([pattern]);
      for (const name of expansions[pattern]!) names.add(name);
    }
    expect(names.size).toBeGreaterThan(8);
    const missing = [...names].filter((name) => !Object.hasOwn(NOTIFICATION_TEMPLATES, name));
    expect(missing, "templates without a kind and footer in notification-templates.ts").toEqual([]);
  });

  it("always sends account e-mails and standing changes, whatever the preferences", () => {
    for (const name of ["account-verify", "account-reset", "account-exists", "account-welcome", "account-email-change", "provider-suspended"]) {
      expect(templateInfo(name).kind, name).toBeNull();
    }
    expect(templateInfo("lead-offered").kind).toBe("new-lead");
    expect(templateInfo("payment-receipt").kind).toBe("payment-receipt");
    // A homeowner's closing of a bought request is a request update: the pro's "Request updates" choice stops it.
    expect(templateInfo("request-closed-by-homeowner").kind).toBe("request-update");
    // A request missed for the balance has a kind of its own: stopping it must not stop the offers themselves.
    expect(templateInfo("lead-missed-on-balance").kind).toBe("missed-lead");
  });

  it("gives an unknown template a generic footer instead of failing", () => {
    expect(templateInfo("something-new")).toBe(UNKNOWN_TEMPLATE);
    expect(templateInfo("toString")).toBe(UNKNOWN_TEMPLATE);
    expect(footerLines(UNKNOWN_TEMPLATE, "https://example.test")[0]).toMatch(/because of your activity/);
  });

  it("tells pros where to change optional e-mails, and no one else", () => {
    const url = "https://buckeye.example";
    expect(footerLines(templateInfo("lead-offered"), url).join("\n")).toContain(`${url}/provider/settings`);
    expect(footerLines(templateInfo("request-closed-by-homeowner"), url).join("\n")).toContain(`${url}/provider/settings`);
    expect(footerLines(templateInfo("provider-approved"), url).join("\n")).not.toContain("/provider/settings");
    expect(footerLines(templateInfo("account-reset"), url).join("\n")).not.toContain("/provider/settings");
    expect(footerLines(templateInfo("message-to-homeowner"), url).join("\n")).not.toContain("/provider/settings");
  });

  it("offers the stop link only on e-mails that can be turned off, and homeowners their own page", () => {
    const url = "https://buckeye.example";
    const stopUrl = `${url}/unsubscribe?token=abc`;
    const homeowner = footerLines(templateInfo("message-to-homeowner"), url, { stopUrl, hasAccount: true }).join("\n");
    expect(homeowner).toContain(`Stop these e-mails: ${stopUrl}`);
    expect(homeowner).toContain(`${url}/account/settings`);
    const noAccount = footerLines(templateInfo("review-request"), url, { hasAccount: false }).join("\n");
    expect(noAccount).not.toContain("Stop these e-mails");
    expect(noAccount).toContain(`${url}/register`);
    // Asked when the pro marks the hire, not when the job is finished: the footer says what happened.
    expect(noAccount).toContain("because a pro said you hired them");
    expect(footerLines(templateInfo("account-reset"), url, { stopUrl }).join("\n")).not.toContain("Stop these e-mails");
    expect(footerLines(templateInfo("lead-confirmation"), url, { stopUrl, hasAccount: true }).join("\n")).not.toContain("/account/settings");
  });
});
