import { readyPartPlaceholder, type ReadyParts } from "./ready-parts";

/**
 * A page's bytes with each ready part's markup in place of its placeholder.
 * Only the page's own render is encoded here; the parts were encoded once.
 * A placeholder without a part is left as it is (it shows nothing).
 */
export function pageWithReadyParts(html: string, parts: ReadyParts | null): string | Buffer<ArrayBuffer> {
  if (!parts) return html;
  const pieces: Uint8Array[] = [];
  let from = 0;
  const found = [...parts]
    .map(([id, markup]) => ({ at: html.indexOf(readyPartPlaceholder(id)), id, markup }))
    .filter(({ at }) => at !== -1)
    .sort((a, b) => a.at - b.at);
  if (found.length === 0) return html;
  for (const { at, id, markup } of found) {
    pieces.push(Buffer.from(html.slice(from, at), "utf8"), markup);
    from = at + readyPartPlaceholder(id).length;
  }
  pieces.push(Buffer.from(html.slice(from), "utf8"));
  return Buffer.concat(pieces);
}
