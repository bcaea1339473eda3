import { expect, it } from "vitest";
import { clearContactDraft, contactDraftCookie, keepContactDraft, readContactDraft } from "./contact-draft.server";

const cookieOf = (header: string) => header.split(";")[0]!;

it("is sent to the contact step only, for an hour, out of scripts' reach", async () => {
  const header = await keepContactDraft({ firstName: "Ann" }, null);
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
  }, null);
  expect(await readContactDraft(`theme=dark; ${cookieOf(header)}`, null)).toEqual({
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    phone: "(614) 555-0142",
    smsConsent: true,
  });
  expect(header).not.toContain("43215");
});

it("reads nothing from an empty form, another cookie or another shape, and cuts what is too long", async () => {
  expect(await readContactDraft(cookieOf(await keepContactDraft({}, null)), null)).toBeNull();
  expect(await readContactDraft("theme=dark", null)).toBeNull();
  expect(await readContactDraft(null, null)).toBeNull();
  expect(await readContactDraft(cookieOf(await contactDraftCookie().serialize("Ann")), null)).toBeNull();
  expect(await readContactDraft("contact_draft=%%%", null)).toBeNull();
  const long = await readContactDraft(cookieOf(await contactDraftCookie().serialize({ by: "", firstName: "A".repeat(500), phone: 5, smsConsent: "yes" })), null);
  expect(long).toEqual({ firstName: "A".repeat(80), lastName: "", email: "", phone: "", smsConsent: false });
});

it("fills the form in only for the visitor who typed it: not another account, nor anyone signed out or in since", async () => {
  const typed = { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(614) 555-0142" };
  const byAnn = cookieOf(await keepContactDraft(typed, "user-ann"));
  expect(await readContactDraft(byAnn, "user-ann")).toMatchObject(typed);
  expect(await readContactDraft(byAnn, "user-bob")).toBeNull();
  expect(await readContactDraft(byAnn, null)).toBeNull();
  const signedOut = cookieOf(await keepContactDraft(typed, null));
  expect(await readContactDraft(signedOut, null)).toMatchObject(typed);
  expect(await readContactDraft(signedOut, "user-bob")).toBeNull();
  // A draft that names nobody (as one kept before drafts named who typed them) is nobody's.
  expect(await readContactDraft(cookieOf(await contactDraftCookie().serialize(typed)), null)).toBeNull();
});

it("keeps no more than the form's fields take, so a long post still makes a cookie a browser keeps", async () => {
  const header = await keepContactDraft({ firstName: "A".repeat(60_000), lastName: "B".repeat(5_000), email: `${"c".repeat(5_000)}@example.com`, phone: "6".repeat(5_000) }, null);
  expect(header.length).toBeLessThan(4096);
  expect(await readContactDraft(cookieOf(header), null)).toMatchObject({ firstName: "A".repeat(80), lastName: "B".repeat(80) });
});

it("is cleared by a cookie that expires at once", async () => {
  expect(await clearContactDraft()).toMatch(/^contact_draft=[^;]*; Max-Age=0; Path=\/contact-info;/);
});
