import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { linkify, listOutbox } from "./outbox-files.server";
import { fileOutboxTransport } from "./transports.server";

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

describe("fileOutboxTransport", () => {
  it("writes both parts of a message, and /dev/mail's listing reads it back", async () => {
    const outbox = path.join(dir, "transport");
    await fileOutboxTransport(outbox, "Buckeye Pros <hello@x.test>").send({
      to: "pro@example.com",
      subject: "Both parts",
      text: "Plain words",
      html: "<p>Plain words</p>",
      template: "lead-offered",
    });
    const [file] = readdirSync(outbox);
    expect(JSON.parse(readFileSync(path.join(outbox, file!), "utf8"))).toMatchObject({ text: "Plain words", html: "<p>Plain words</p>" });
    expect(await listOutbox(outbox)).toMatchObject([{ to: "pro@example.com", subject: "Both parts", text: "Plain words", html: "<p>Plain words</p>", template: "lead-offered" }]);
  });

  it("makes its folder again when it was removed while the server ran", async () => {
    const outbox = path.join(dir, "removed");
    const transport = fileOutboxTransport(outbox, "Buckeye Pros <hello@x.test>");
    const message = { to: "pro@example.com", subject: "Again", text: "Plain words", template: "lead-offered" };
    await transport.send(message);
    await transport.send(message);
    expect(readdirSync(outbox)).toHaveLength(2);
    rmSync(outbox, { recursive: true });
    await transport.send(message);
    expect(readdirSync(outbox)).toHaveLength(1);
  });
});
