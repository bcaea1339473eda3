import { expect, it } from "vitest";
import { clearContactDraft, contactDraftCookie, keepContactDraft, readContactDraft } from "./contact-draft.server";

const cookieOf = (header: string) => header.split(";")[0]!;

it("is sent to the contact step only, for an hour, out of scripts' reach", async () => {
  const header = await keepContactDraft({ firstName: "Ann" });
  expect(header).toMatch(/^contact_draft=[^;]+; Max-Age=3600; Path=\/contact-info; HttpOnly; SameSite=Lax/);
});

it("reads back the contact fields that were posted, and nothing else of the form", async () => {
  const header = await keepContactDraft({
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    phone: "(614) 555-0142",
    smsConsent: "on",
    zip: "43215",
    idempotencyKey: "k",
  });
  expect(await readContactDraft(`theme=dark; ${cookieOf(header)}`)).toEqual({
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    phone: "(614) 555-0142",
    smsConsent: true,
  });
  expect(header).not.toContain("43215");
});

it("reads nothing from an empty form, another cookie or another shape, and cuts what is too long", async () => {
  expect(await readContactDraft(cookieOf(await keepContactDraft({})))).toBeNull();
  expect(await readContactDraft("theme=dark")).toBeNull();
  expect(await readContactDraft(null)).toBeNull();
  expect(await readContactDraft(cookieOf(await contactDraftCookie().serialize("Ann")))).toBeNull();
  expect(await readContactDraft("contact_draft=%%%")).toBeNull();
  const long = await readContactDraft(cookieOf(await contactDraftCookie().serialize({ firstName: "A".repeat(500), phone: 5, smsConsent: "yes" })));
  expect(long).toEqual({ firstName: "A".repeat(80), lastName: "", email: "", phone: "", smsConsent: false });
});

it("is cleared by a cookie that expires at once", async () => {
  expect(await clearContactDraft()).toMatch(/^contact_draft=[^;]*; Max-Age=0; Path=\/contact-info;/);
});
