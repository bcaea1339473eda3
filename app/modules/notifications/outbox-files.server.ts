import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** `html` is the HTML part's source, or "" for a text-only message. */
export type OutboxMessage = { file: string; to: string; subject: string; text: string; html: string; createdAt: string; template: string };

/**
 * The newest messages the file outbox wrote (transports.server.ts), for the
 * development mail page. A file that is not one of ours is skipped.
 */
export async function listOutbox(directory: string, limit = 50): Promise<OutboxMessage[]> {
  let files: string[];
  try {
    files = (await readdir(directory)).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  files.sort().reverse();
  const messages: OutboxMessage[] = [];
  for (const file of files.slice(0, limit)) {
    try {
      const parsed = JSON.parse(await readFile(path.join(directory, file), "utf8")) as Partial<OutboxMessage>;
      messages.push({
        file,
        to: String(parsed.to ?? ""),
        subject: String(parsed.subject ?? ""),
        text: String(parsed.text ?? ""),
        html: String(parsed.html ?? ""),
        createdAt: String(parsed.createdAt ?? ""),
        template: String(parsed.template ?? ""),
      });
    } catch {
      // Not a message file: leave it out.
    }
  }
  return messages;
}

/** Splits a message body into text and http(s) links, so the page can make the links clickable. */
export function linkify(text: string): Array<{ text: string; href?: string }> {
  const parts: Array<{ text: string; href?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[0], href: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
