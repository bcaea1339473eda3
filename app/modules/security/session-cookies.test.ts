import { describe, expect, it } from "vitest";
import { carriesSessionCookie } from "./session-cookies";

describe("carriesSessionCookie", () => {
  it("finds the accounts' and better-auth's cookies anywhere in the header", () => {
    expect(carriesSessionCookie("bp_session=abc")).toBe(true);
    expect(carriesSessionCookie("theme=dark; bp_demo=1")).toBe(true);
    expect(carriesSessionCookie("a=1;bp.session_data=x")).toBe(true);
    expect(carriesSessionCookie("better-auth.session_token=x")).toBe(true);
  });

  it("ignores other cookies, and session names appearing only in a value", () => {
    expect(carriesSessionCookie(undefined)).toBe(false);
    expect(carriesSessionCookie("")).toBe(false);
    expect(carriesSessionCookie("theme=dark; consent=bp_session")).toBe(false);
    expect(carriesSessionCookie("bpx=1")).toBe(false);
  });
});
