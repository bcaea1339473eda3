import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
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

/**
 * One part, rendered outside any page render and in a router of its own (its
 * links are plain paths), by the renderer the page's render uses, so the
 * page's bytes are the same; with an id prefix of its own, so an id React
 * makes in it can never repeat one the page makes.
 */
export function readyPart(id: string, element: React.ReactNode): [string, Uint8Array] {
  return [id, Buffer.from(renderToString(<MemoryRouter>{element}</MemoryRouter>, { identifierPrefix: `${id}-` }), "utf8")];
}
