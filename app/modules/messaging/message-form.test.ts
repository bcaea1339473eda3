import { describe, expect, it } from "vitest";
import { MESSAGE_ERRORS, MESSAGE_MAX_LENGTH, parseMessageForm } from "./message-form";

describe("the message form", () => {
  it("trims the text and keeps its line breaks", () => {
    expect(parseMessageForm({ body: "  Hello,\nThursday?  \n" })).toEqual({ ok: true, value: "Hello,\nThursday?" });
  });

  it("refuses a missing, empty or blank message", () => {
    for (const body of [undefined, "", "   \n\t "]) expect(parseMessageForm({ body })).toEqual({ ok: false, message: MESSAGE_ERRORS.empty });
  });

  it("takes 2000 characters and refuses 2001", () => {
    expect(parseMessageForm({ body: "x".repeat(MESSAGE_MAX_LENGTH) }).ok).toBe(true);
    expect(parseMessageForm({ body: "x".repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual({ ok: false, message: MESSAGE_ERRORS.tooLong });
  });
});
