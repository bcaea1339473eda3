import { describe, expect, it } from "vitest";
import { parseLeadAction } from "./lead-action-form";

describe("parseLeadAction", () => {
  it("reads each intent", () => {
    expect(parseLeadAction({ intent: "accept" })).toEqual({ ok: true, value: { intent: "accept" } });
    expect(parseLeadAction({ intent: "move", move: "hire" })).toEqual({ ok: true, value: { intent: "move", move: "hire" } });
    expect(parseLeadAction({ intent: "move", move: "hire", confirmed: "yes" })).toEqual({ ok: true, value: { intent: "move", move: "hire", confirmed: "yes" } });
    // Anything but "yes" is no confirmation.
    expect(parseLeadAction({ intent: "move", move: "hire", confirmed: "true" })).toMatchObject({ ok: true, value: { confirmed: undefined } });
    expect(parseLeadAction({ intent: "note", body: "Call after 5" })).toEqual({ ok: true, value: { intent: "note", body: "Call after 5" } });
    expect(parseLeadAction({ intent: "refund", reason: "Wrong number" })).toMatchObject({ ok: true });
  });

  it("refuses an unknown intent or move with a message", () => {
    expect(parseLeadAction({ intent: "delete" })).toEqual({ ok: false, message: "This action is not known. Reload the page and try again." });
    expect(parseLeadAction({})).toMatchObject({ ok: false });
    expect(parseLeadAction({ intent: "move", move: "refund" })).toEqual({ ok: false, message: "Choose a status." });
    expect(parseLeadAction({ intent: "note" })).toEqual({ ok: false, message: "Write something to save a note." });
  });
});
