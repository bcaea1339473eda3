import { createContext, useContext, type ReactNode } from "react";

/**
 * Parts of a page that are the same on every render of it (they show code
 * constants only, not the database or the request), as markup the server
 * rendered once (docs/decisions/029). A page that ships no React wraps each
 * such part in `ReadyPart`; where the server has the part's markup, the render
 * writes a placeholder in its place and the whole render
 * (app/lib/render-whole.server.tsx) puts the markup there, as bytes encoded
 * once. Everywhere else (the browser, tests, a page without ready parts) the
 * children render as usual.
 */
export type ReadyParts = ReadonlyMap<string, Uint8Array>;

/** The pages that have ready parts, named in their route's `handle.readyParts` (app/components/ready-parts.server.tsx makes them). */
export type ReadyPartsName = "home" | "sub-service";

const ReadyPartsContext = createContext<ReadyParts | null>(null);

export const ReadyPartsProvider = ReadyPartsContext.Provider;

export function ReadyPart({ id, children }: { id: string; children: ReactNode }) {
  const parts = useContext(ReadyPartsContext);
  return parts?.has(id) ? <template data-ready-part={id} /> : children;
}

/** The markup `ReadyPart` writes for a part the server has (ids are plain words: nothing in them is escaped). */
export function readyPartPlaceholder(id: string): string {
  return `<template data-ready-part="${id}"></template>`;
}
