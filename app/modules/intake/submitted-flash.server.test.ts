import { expect, it } from "vitest";
import { clearSubmittedFlash, isSubmittedFlash, setSubmittedFlash, submittedFlashCookie } from "./submitted-flash.server";

it("is set for the results page only, briefly, and out of scripts' reach", async () => {
  const header = await setSubmittedFlash();
  expect(header).toMatch(/^lead_submitted=[^;]+; Max-Age=120; Path=\/search; HttpOnly; SameSite=Lax/);
});

it("reads back as the flash from the cookie it set, and as nothing from other cookies", async () => {
  const cookie = submittedFlashCookie();
  const set = (await setSubmittedFlash()).split(";")[0]!;
  expect(isSubmittedFlash(await cookie.parse(`theme=dark; ${set}`))).toBe(true);
  expect(isSubmittedFlash(await cookie.parse("theme=dark"))).toBe(false);
  expect(isSubmittedFlash(await cookie.parse("lead_submitted=1"))).toBe(false);
  expect(isSubmittedFlash(await cookie.parse(null))).toBe(false);
});

it("is cleared by a cookie that expires at once", async () => {
  expect(await clearSubmittedFlash()).toMatch(/^lead_submitted=[^;]*; Max-Age=0; Path=\/search;/);
});
