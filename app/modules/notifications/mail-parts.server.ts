import { BRAND } from "~/brand";
// XML escaping is HTML escaping too (&apos; is an HTML5 entity): one escaper for both.
import { escapeXml as escapeHtml } from "~/lib/escape-xml";
import { linkify } from "./outbox-files.server";

/** The separator mail clients recognise as the start of a signature ("-- "). */
const TEXT_FOOTER_SEPARATOR = "-- ";

export type MailParts = { text: string; html: string };

/**
 * The plain-text and HTML parts of an e-mail, each ending with the footer.
 * The HTML is built from the text (escaped, paragraphs, clickable links) unless
 * the template gives its own fragment; it has no images, so it reads the same
 * in a client that blocks them, and inline styles only, which mail clients keep.
 */
export function mailParts(args: { subject: string; text: string; html?: string; footer: string[] }): MailParts {
  const text = `${args.text.trimEnd()}\n\n${TEXT_FOOTER_SEPARATOR}\n${args.footer.join("\n")}\n`;
  const content = args.html ?? textToHtml(args.text);
  const footer = args.footer.map((line) => `<p style="margin:0 0 6px">${inlineHtml(line)}</p>`).join("");
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(args.subject)}</title></head>`,
    `<body style="margin:0;padding:24px 16px;background:#ffffff;color:#1f2933;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">`,
    // A long link (a results or review address) or a pasted word breaks rather than widening a phone's screen.
    `<div style="max-width:600px;margin:0 auto;overflow-wrap:anywhere;word-break:break-word">`,
    `<p style="margin:0 0 24px;font-size:18px;font-weight:bold;color:#1f2933">${escapeHtml(BRAND.name)}</p>`,
    content,
    `<div style="margin-top:32px;padding-top:16px;border-top:1px solid #d5d9de;font-size:13px;color:#52606d">${footer}</div>`,
    "</div></body></html>",
  ].join("\n");
  return { text, html };
}

/** Blank lines separate paragraphs; single line breaks stay line breaks. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p style="margin:0 0 16px">${paragraph.split("\n").map(inlineHtml).join("<br>")}</p>`)
    .join("\n");
}

function inlineHtml(line: string): string {
  return linkify(line)
    .map((part) =>
      part.href
        ? `<a href="${escapeHtml(part.href)}" style="color:#0b5cad;text-decoration:underline">${escapeHtml(part.text)}</a>`
        : escapeHtml(part.text),
    )
    .join("");
}
