import { describe, expect, it } from "vitest";
import { devMailboxOpen } from "./dev-mailbox";

const off = { SMTP_URL: undefined, DEV_MAILBOX: "off", E2E_TEST_HOOKS: false } as const;

describe("the development mailbox (/dev/mail)", () => {
  it("is open on this machine when DEV_MAILBOX is on, or for the browser tests' server (E2E_TEST_HOOKS)", () => {
    expect(devMailboxOpen({ ...off, DEV_MAILBOX: "on" }, { fromThisMachine: true })).toBe(true);
    expect(devMailboxOpen({ ...off, E2E_TEST_HOOKS: true }, { fromThisMachine: true })).toBe(true);
  });

  it("is closed unless asked for by name, to anyone else, and once mail really leaves by SMTP", () => {
    expect(devMailboxOpen(off, { fromThisMachine: true })).toBe(false);
    expect(devMailboxOpen({ ...off, DEV_MAILBOX: "on" }, { fromThisMachine: false })).toBe(false);
    expect(devMailboxOpen({ ...off, DEV_MAILBOX: "on", SMTP_URL: "smtp://mail" }, { fromThisMachine: true })).toBe(false);
  });
});
