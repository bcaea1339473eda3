import type { Result } from "~/lib/result";

/**
 * What a logo upload may be: PNG, JPEG or WebP, recognised by the file's own
 * first bytes (the name and the browser's type are the uploader's word), at
 * most 2 MB. No SVG: it is a document that can carry script.
 */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** The largest logo post the server reads: the file plus the multipart framing and the form's other fields. */
export const LOGO_MAX_BODY_BYTES = LOGO_MAX_BYTES + 32 * 1024;

export const LOGO_CONTENT_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

export const LOGO_EXTENSIONS: Readonly<Record<LogoContentType, string>> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

export const LOGO_MESSAGES = {
  missing: "Choose an image file to upload.",
  tooLarge: "That file is larger than 2 MB. Save the logo smaller (a few hundred pixels wide is plenty) and try again.",
  type: "Upload a PNG, JPEG or WebP image. Other files, SVG included, are not accepted.",
} as const;

export type LogoProblem = "missing" | "too-large" | "type";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type the bytes are, by their magic numbers, or null for anything else. */
export function sniffImageType(bytes: Uint8Array): LogoContentType | null {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  // RIFF, a 4-byte length, then WEBP.
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/** Whether an upload can be a logo, and its type when it can. */
export function checkLogo(bytes: Uint8Array | null): Result<LogoContentType, { reason: LogoProblem; message: string }> {
  if (!bytes || bytes.length === 0) return { ok: false, reason: "missing", message: LOGO_MESSAGES.missing };
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, reason: "too-large", message: LOGO_MESSAGES.tooLarge };
  const type = sniffImageType(bytes);
  return type ? { ok: true, value: type } : { ok: false, reason: "type", message: LOGO_MESSAGES.type };
}

/** The message for an upload's outcome named in the page's URL (?logo=…), or null. */
export function logoProblemMessage(reason: string | null): string | null {
  return reason === "missing" ? LOGO_MESSAGES.missing : reason === "too-large" ? LOGO_MESSAGES.tooLarge : reason === "type" ? LOGO_MESSAGES.type : null;
}

/** Where a logo is served; the file name is its version (app/routes/pro-logo.ts). */
export function logoPath(slug: string, file: string | null): string | null {
  return file ? `/pros/${slug}/logo/${file}` : null;
}
