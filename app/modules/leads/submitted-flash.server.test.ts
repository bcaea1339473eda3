import { expect, it } from "vitest";
import { readSubmittedFlash, setSubmittedFlash } from "./submitted-flash.server";

const request = (cookie?: string) => new Request("http://localhost/search", { headers: cookie ? { cookie } : {} });

it("is set for the results page only, briefly, and out of scripts' reach", () => {
  expect(setSubmittedFlash()).toMatch(/^lead_submitted=1; Path=\/search; Max-Age=120; HttpOnly; SameSite=Lax/);
});

it("is read once: a request with it gets the cookie cleared, one without it nothing", () => {
  const flash = readSubmittedFlash(request("theme=dark; lead_submitted=1"));
  expect(flash.submitted).toBe(true);
  expect(flash.clear).toMatch(/^lead_submitted=; Path=\/search; Max-Age=0;/);
  expect(readSubmittedFlash(request("theme=dark"))).toEqual({ submitted: false, clear: null });
  expect(readSubmittedFlash(request("lead_submitted=0"))).toEqual({ submitted: false, clear: null });
  expect(readSubmittedFlash(request())).toEqual({ submitted: false, clear: null });
});
