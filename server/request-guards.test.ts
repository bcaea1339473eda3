import { describe, expect, it } from "vitest";
import { LOGO_MAX_BODY_BYTES } from "~/modules/providers/logo-file";
import { Readable } from "node:stream";
import { bufferedBody, isValidHost, MAX_BODY_BYTES, requestGuards } from "./request-guards";

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
      statusCode: 200,
      setHeader(name: string, value: string) {
        if (name === "Location") outcome.location = value;
      },
      end() {
        outcome.status = res.statusCode;
      },
    };
    const req = { method: "POST", url: path, headers: { host: "localhost:3000", "content-length": length } };
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

describe("requestGuards on NUL, broken escapes and invalid UTF-8", () => {
  type Outcome = { status?: number; next: boolean; body?: Buffer };
  const answer = (outcome: Outcome, done: () => void) => {
    const res = {
      statusCode: 200,
      setHeader() {},
      end() {
        outcome.status = res.statusCode;
        done();
      },
    };
    return res;
  };

  const get = (url: string): Outcome => {
    const outcome: Outcome = { next: false };
    const req = { method: "GET", url, headers: { host: "localhost:3000" } };
    requestGuards()(req as never, answer(outcome, () => {}) as never, () => {
      outcome.next = true;
    });
    return outcome;
  };

  const post = (body: Buffer | string, contentType = "application/x-www-form-urlencoded"): Promise<Outcome> =>
    new Promise((resolve) => {
      const bytes = typeof body === "string" ? Buffer.from(body) : body;
      const outcome: Outcome = { next: false };
      const req = Object.assign(Readable.from([bytes]), {
        method: "POST",
        url: "/contact",
        headers: { host: "localhost:3000", "content-length": String(bytes.length), "content-type": contentType },
      });
      requestGuards()(req as never, answer(outcome, () => resolve(outcome)) as never, () => {
        outcome.next = true;
        outcome.body = bufferedBody(req as never);
        resolve(outcome);
      });
    });

  it("lets clean paths and queries through, escapes included", () => {
    expect(get("/pros/rossi-plumbing")).toEqual({ next: true });
    expect(get("/search?query=water%20heater&zip=43215")).toEqual({ next: true });
    expect(get("/search?query=caf%C3%A9+au+lait")).toEqual({ next: true });
  });

  it.each([
    ["/pros/a%00b"],
    ["/pros/a%00b.data"],
    ["/pros/a%00b/logo/x.png"],
    ["/checkout/test/test_%00"],
    ["/admin/audit?q=a%00b"],
    ["/search?q=%zz"],
    ["/search?q=100%"],
    ["/pros/caf%E9"],
    ["/pros/%C0%AF"],
    ["/pros/\u00e9"],
  ])("answers 400 to %s", (url) => {
    expect(get(url)).toEqual({ next: false, status: 400 });
  });

  it("lets a clean form through with its body intact for the app to read", async () => {
    const outcome = await post("name=Dana+Miller&message=caf%C3%A9%0D%0Aline+two");
    expect(outcome.next).toBe(true);
    expect(outcome.body?.toString()).toBe("name=Dana+Miller&message=caf%C3%A9%0D%0Aline+two");
    // Raw UTF-8 and spaces are not what a browser sends, but they are text.
    expect(await post("name=José Miller\r\n")).toMatchObject({ next: true });
  });

  it.each([
    ["an escaped NUL", "name=a%00b"],
    ["a raw NUL", "name=a\u0000b"],
    ["a broken escape", "name=%zz"],
    ["an escape of invalid UTF-8", "name=%FF"],
  ])("answers 400 to a form with %s", async (_name, body) => {
    expect(await post(body)).toMatchObject({ next: false, status: 400 });
  });

  it("answers 400 to a form body that is not UTF-8", async () => {
    expect(await post(Buffer.from([0x6e, 0x3d, 0xff, 0xfe]))).toMatchObject({ next: false, status: 400 });
    expect(await post(Buffer.from("name=Dana", "utf16le"), "application/x-www-form-urlencoded; charset=utf-16")).toMatchObject({
      next: false,
      status: 400,
    });
  });

  it("leaves other bodies (uploads) to the routes that read them", async () => {
    expect(await post("a\u0000b", "multipart/form-data; boundary=x")).toMatchObject({ next: true, body: undefined });
  });
});
