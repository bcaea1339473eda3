import { expect, it } from "vitest";
import { clearSentRequest, keepSentRequest, readSentRequest } from "./sent-request.server";

const cookieOf = (header: string) => header.split(";")[0]!;

it("is sent to the contact step only, for an hour, out of scripts' reach", async () => {
  const header = await keepSentRequest({ leadId: "0b7d4f3e-1c2a-4a8e-9a51-3f7f1f2d9c10", token: "tok" });
  expect(header).toMatch(/^request_sent=[^;]+; Max-Age=3600; Path=\/contact-info; HttpOnly; SameSite=Lax/);
});

it("reads back the request's id and token as a lead form carries them", async () => {
  const header = await keepSentRequest({ leadId: "0b7d4f3e-1c2a-4a8e-9a51-3f7f1f2d9c10", token: "tok" });
  expect(await readSentRequest(`theme=dark; ${cookieOf(header)}`)).toEqual({ lead: "0b7d4f3e-1c2a-4a8e-9a51-3f7f1f2d9c10", token: "tok" });
});

it("reads nothing from no cookie or another shape", async () => {
  expect(await readSentRequest(null)).toBeNull();
  expect(await readSentRequest("request_sent=e30%3D")).toBeNull();
  expect(await readSentRequest("request_sent=not-base64!")).toBeNull();
});

it("is forgotten on sign-out", async () => {
  expect(await clearSentRequest()).toMatch(/^request_sent=; Max-Age=0; Path=\/contact-info;/);
});
