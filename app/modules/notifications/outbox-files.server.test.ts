import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { linkify, listOutbox } from "./outbox-files.server";

const dir = mkdtempSync(path.join(tmpdir(), "buckeye-outbox-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("listOutbox", () => {
  it("lists the newest messages first and skips files that are not messages", async () => {
    writeFileSync(path.join(dir, "2026-01-01T10-00-00-000Z-a.json"), JSON.stringify({ to: "a@x.com", subject: "First", text: "1" }));
    writeFileSync(path.join(dir, "2026-01-02T10-00-00-000Z-b.json"), JSON.stringify({ to: "b@x.com", subject: "Second", text: "2" }));
    writeFileSync(path.join(dir, "2026-01-03T10-00-00-000Z-c.json"), "not json");
    expect((await listOutbox(dir)).map((message) => message.subject)).toEqual(["Second", "First"]);
  });

  it("is empty when there is no outbox yet", async () => {
    expect(await listOutbox(path.join(dir, "missing"))).toEqual([]);
  });
});

describe("linkify", () => {
  it("splits out the links of a body", () => {
    expect(linkify("Open http://localhost:3000/auth/callback?token=a.b now")).toEqual([
      { text: "Open " },
      { text: "http://localhost:3000/auth/callback?token=a.b", href: "http://localhost:3000/auth/callback?token=a.b" },
      { text: " now" },
    ]);
  });
});
