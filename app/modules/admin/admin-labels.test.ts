import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { auditActionLabel } from "./admin-labels";

/** Every action name written to the audit log in this folder's modules ("action: \"review.hide\""). */
function actionsInSource(): string[] {
  const dir = path.dirname(new URL(import.meta.url).pathname);
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".server.ts"))) {
    const text = readFileSync(path.join(dir, file), "utf8");
    for (const match of text.matchAll(/"([a-z-]+\.[a-z-]+)"/g)) if (/action|\?/.test(text.slice(Math.max(0, match.index - 80), match.index))) names.add(match[1]!);
  }
  return [...names];
}

describe("auditActionLabel", () => {
  it("names every action the console writes in words, never as its code", () => {
    for (const action of ["review.hide", "review.unhide", "refund.approve", "refund.reject", "lead.flag-fraud", "deal.update", "notification.retry-all"]) {
      expect(auditActionLabel(action)).not.toBe(action);
      expect(auditActionLabel(action)).not.toMatch(/[.]/);
    }
    expect(auditActionLabel("review.hide")).toBe("Hid a review");
    expect(auditActionLabel("refund.approve")).toBe("Approved a refund");
  });

  it("has a label for each action name in the console's modules", () => {
    const found = actionsInSource();
    expect(found).toContain("review.hide");
    for (const action of found) expect(auditActionLabel(action), action).not.toMatch(/^[A-Za-z]+ [a-z-]+$|\./);
  });

  it("reads an unknown code as words", () => {
    expect(auditActionLabel("partner.archive")).toBe("Partner archive");
  });
});
