import { expect, it } from "vitest";
import { CONTACT_FAILURE, CONTACT_SUCCESS, isHomeownerIntent, MESSAGE_REQUIRED, outcomeToasts } from "./contact-actions";

it("knows the three contact actions and nothing else", () => {
  expect(["phone", "message", "all", "nonsense", "toString", null].map(isHomeownerIntent)).toEqual([true, true, true, false, false, false]);
});

it("says each outcome with the original app's words: success, failure, and nothing where the page says it in place", () => {
  expect(outcomeToasts({ ok: true, intent: "phone", providerId: "p", delivered: [], lead: null })).toEqual([{ title: CONTACT_SUCCESS.phone }]);
  expect(outcomeToasts({ ok: false, intent: "message", message: "Too many requests" })).toEqual([
    { title: "Too many requests", variant: "destructive" },
  ]);
  expect(outcomeToasts({ ok: false, intent: "phone", message: "" })).toEqual([{ title: CONTACT_FAILURE.phone, variant: "destructive" }]);
  expect(outcomeToasts({ ok: false, intent: "message", providerId: "p", messageError: MESSAGE_REQUIRED })).toEqual([]);
  expect(outcomeToasts({ ok: false, intent: "all", providerId: "", needsContact: true, errors: {} })).toEqual([]);
  expect(outcomeToasts({ ok: false, intent: "all", providerId: "", needsContact: true, errors: {}, formError: "Missing" })).toEqual([
    { title: "Missing", variant: "destructive" },
  ]);
});

it("puts the server's reason for a refusal under the seed's failure words", () => {
  expect(outcomeToasts({ ok: false, intent: "phone", message: CONTACT_FAILURE.phone, reason: "This request is closed." })).toEqual([
    { title: CONTACT_FAILURE.phone, description: "This request is closed.", variant: "destructive" },
  ]);
});
