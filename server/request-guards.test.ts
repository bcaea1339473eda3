import { describe, expect, it } from "vitest";
import { LOGO_MAX_BODY_BYTES } from "~/modules/providers/logo-file";
import { isValidHost, MAX_BODY_BYTES, requestGuards } from "./request-guards";

describe("isValidHost", () => {
  it("accepts names, ports and IPv6 literals", () => {
    expect(isValidHost("localhost:3000")).toBe(true);
    expect(isValidHost("buckeyepros.com")).toBe(true);
    expect(isValidHost("[::1]:3000")).toBe(true);
  });

  it("refuses what no URL can be built from", () => {
    expect(isValidHost(undefined)).toBe(false);
    expect(isValidHost("")).toBe(false);
    expect(isValidHost("a b")).toBe(false);
    expect(isValidHost("[::1")).toBe(false);
    expect(isValidHost("localhost:99999")).toBe(false);
  });
});

describe("requestGuards on posts", () => {
  const run = (path: string, length: string) => {
    const outcome: { status?: number; location?: string; next: boolean } = { next: false };
    const res = {
      setHeader() {},
      status(code: number) {
        outcome.status = code;
        return { type: () => ({ send: () => undefined }) };
      },
      redirect(code: number, location: string) {
        outcome.status = code;
        outcome.location = location;
      },
    };
    const req = { method: "POST", path, get: (name: string) => (name === "host" ? "localhost:3000" : name === "content-length" ? length : undefined) };
    requestGuards()(req as never, res as never, () => {
      outcome.next = true;
    });
    return outcome;
  };

  it("lets a logo of up to 2 MB through, and sends a larger one back to the directory page with the reason", () => {
    expect(run("/provider/directory/logo", String(LOGO_MAX_BODY_BYTES))).toEqual({ next: true });
    expect(run("/provider/directory/logo", String(LOGO_MAX_BODY_BYTES + 1))).toEqual({
      next: false,
      status: 303,
      location: "/provider/directory?logo=too-large#logo",
    });
  });

  it("keeps every other post to 64 KB", () => {
    expect(run("/provider/directory", String(MAX_BODY_BYTES + 1))).toEqual({ next: false, status: 413 });
    expect(run("/contact", String(MAX_BODY_BYTES))).toEqual({ next: true });
  });
});
