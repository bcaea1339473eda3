import { describe, expect, it } from "vitest";
import { checkLogo, LOGO_MAX_BYTES, LOGO_MESSAGES, logoProblemMessage, sniffImageType } from "./logo-file";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((char) => char.charCodeAt(0)) : part)));

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "IHDR");
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF");
const WEBP = bytes("RIFF", [36, 0, 0, 0], "WEBPVP8 ");

describe("logo sniffing", () => {
  it("recognises PNG, JPEG and WebP by their first bytes", () => {
    expect(sniffImageType(PNG)).toBe("image/png");
    expect(sniffImageType(JPEG)).toBe("image/jpeg");
    expect(sniffImageType(WEBP)).toBe("image/webp");
  });

  it.each([
    ["an SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["an SVG with an XML declaration", bytes('<?xml version="1.0"?><svg/>')],
    ["a GIF", bytes("GIF89a")],
    ["HTML", bytes("<!doctype html><script>alert(1)</script>")],
    ["a RIFF that is not WebP", bytes("RIFF", [36, 0, 0, 0], "WAVEfmt ")],
    ["a truncated PNG signature", bytes([0x89, 0x50, 0x4e, 0x47])],
  ])("refuses %s", (_name, content) => {
    expect(sniffImageType(content)).toBeNull();
    expect(checkLogo(content)).toEqual({ ok: false, reason: "type", message: LOGO_MESSAGES.type });
  });

  it("refuses no file and a file over 2 MB, and takes one of exactly 2 MB", () => {
    expect(checkLogo(null)).toEqual({ ok: false, reason: "missing", message: LOGO_MESSAGES.missing });
    expect(checkLogo(new Uint8Array())).toMatchObject({ ok: false, reason: "missing" });
    const big = new Uint8Array(LOGO_MAX_BYTES + 1);
    big.set(PNG);
    expect(checkLogo(big)).toEqual({ ok: false, reason: "too-large", message: LOGO_MESSAGES.tooLarge });
    expect(checkLogo(big.subarray(0, LOGO_MAX_BYTES))).toEqual({ ok: true, value: "image/png" });
  });

  it("names the message of a problem passed in the page's URL, and nothing for anything else", () => {
    expect(logoProblemMessage("too-large")).toBe(LOGO_MESSAGES.tooLarge);
    expect(logoProblemMessage("<script>")).toBeNull();
    expect(logoProblemMessage(null)).toBeNull();
  });
});
