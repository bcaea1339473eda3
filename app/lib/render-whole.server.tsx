import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { logger } from "~/lib/logger.server";
import { MarkupOnceProvider } from "~/lib/markup-once";
import { markupOnce } from "~/lib/markup-once.server";
import { NonceProvider } from "~/lib/nonce";
import { ReadyPartsProvider, type ReadyParts } from "~/lib/ready-parts";
import { pageWithReadyParts } from "~/lib/ready-parts.server";
import { SiteChromeProvider, type SiteChrome } from "~/lib/site-chrome";

/**
 * A page that ships no React (decision 012) rendered whole and answered in
 * one piece. Streamed, React encoded the page into 2 KB byte
 * chunks that each crossed a PassThrough, a web stream, the server's adapter,
 * compression and the page cache's copy; such a page has no deferred data to
 * stream, and the page cache waits for the whole page anyway.
 *
 * `renderToString` builds the page as one string, the same bytes the stream
 * writes (React adds the doctype only when streaming, so it is added here).
 * It does not wait for suspended parts: a page where anything suspended or
 * failed (a `<!--$!` boundary) is rendered again by the stream, waiting for
 * all of it, as before. Pages that hydrate are answered whole too, from the
 * stream alone (`renderHydratedWhole` below).
 */
export type WholeRender = {
  request: Request;
  status: number;
  headers: Headers;
  routerContext: EntryContext;
  /** The page ships no React (decision 012): React Router renders it from its matched routes alone (docs/decisions/048). */
  noReact: boolean;
  nonce: string | undefined;
  /** The header and footer as ready markup, where the page may use them (app/lib/site-chrome.tsx). */
  chrome: SiteChrome | null;
  /** Parts of the page rendered once (app/lib/ready-parts.tsx), put in place of their placeholders. */
  readyParts: ReadyParts | null;
  requestId: string;
  streamTimeout: number;
};

export function renderWhole(render: WholeRender): Promise<Response> {
  return renderElementWhole(app(render), render, render.readyParts);
}

/** renderWhole for any element (tests give their own). */
export function renderElementWhole(
  element: ReactNode,
  render: Pick<WholeRender, "status" | "headers" | "nonce" | "requestId" | "streamTimeout">,
  readyParts: ReadyParts | null = null,
): Promise<Response> {
  let html: string | null = null;
  try {
    html = renderToString(element);
  } catch {
    // The stream below renders it again and reports the error its way.
  }
  if (html !== null && !html.includes("<!--$!")) {
    const page = html.startsWith("<html") ? `<!DOCTYPE html>${html}` : html;
    return Promise.resolve(answer(render, pageWithReadyParts(page, readyParts), false));
  }
  return renderAllReady(element, render, readyParts);
}

/**
 * A page that hydrates (the portal, the console, accounts) rendered whole: React writes it into one buffer once
 * all of it is ready, and it is answered in one piece like the pages above. Its loader data is in the page
 * (React Router's handoff script suspends until the data is written, so `renderToString` cannot render it), and
 * no page defers data to stream after the shell (no `<Await>`): streamed, it only went out in chunks that each
 * crossed the adapters and the compression. Its icons and plain links are made once too (`MarkupOnce`): they are
 * the same bytes lucide and React Router write (icons.test.tsx, link.test.tsx), so the browser hydrates them as
 * its own; an inbox of 50 leads draws an icon and a link per lead.
 */
export function renderHydratedWhole(
  element: ReactNode,
  render: Pick<WholeRender, "status" | "headers" | "nonce" | "requestId" | "streamTimeout">,
): Promise<Response> {
  return renderAllReady(<MarkupOnceProvider value={markupOnce}>{element}</MarkupOnceProvider>, render, null);
}

function app({ routerContext, noReact, request, nonce, chrome, readyParts }: WholeRender) {
  return (
    <NonceProvider value={nonce ?? ""}>
      <SiteChromeProvider value={chrome}>
        <ReadyPartsProvider value={readyParts}>
          <MarkupOnceProvider value={markupOnce}>
            <ServerRouter context={noReact ? matchedRoutesOnly(routerContext) : routerContext} url={request.url} nonce={nonce} />
          </MarkupOnceProvider>
        </ReadyPartsProvider>
      </SiteChromeProvider>
    </NonceProvider>
  );
}

/** Per build's manifest, the manifest of each matched chain of routes (keyed by the matched route ids). */
const matchedManifests = new WeakMap<EntryContext["manifest"], Map<string, EntryContext["manifest"]>>();

/**
 * The router context for a page that ships no React: the manifest holds only
 * the routes the request matched, and there is no loader data stream.
 * `ServerRouter` builds its route table from the whole manifest on every
 * render (every route of the app, portal and console included, twice over),
 * though a static render only ever renders the matched routes; and it hands
 * the loader data to `<Scripts>`, which such a page never renders.
 */
export function matchedRoutesOnly(context: EntryContext): EntryContext {
  const ids = context.staticHandlerContext.matches.map((match) => match.route.id);
  let byChain = matchedManifests.get(context.manifest);
  if (!byChain) {
    byChain = new Map();
    matchedManifests.set(context.manifest, byChain);
  }
  const key = ids.join("\n");
  let manifest = byChain.get(key);
  if (!manifest) {
    const routes: EntryContext["manifest"]["routes"] = {};
    for (const id of ids) routes[id] = context.manifest.routes[id];
    manifest = { ...context.manifest, routes };
    byChain.set(key, manifest);
  }
  return { ...context, manifest, serverHandoffStream: undefined };
}

/** The bytes of each Response made below, for a server that writes them itself (server/router-handler.ts). */
const wholeBodies = new WeakMap<Response, Buffer>();

/** A page's bytes when `response` is one rendered whole here and its body has not been read; otherwise undefined. */
export function wholeBody(response: Response): Buffer | undefined {
  return response.bodyUsed ? undefined : wholeBodies.get(response);
}

function answer({ headers, status }: Pick<WholeRender, "headers" | "status">, body: string | Buffer<ArrayBuffer>, failed: boolean): Response {
  // Encoded once here: the length and the body come from the same bytes.
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Length", String(bytes.length));
  const response = new Response(bytes, { headers, status: failed ? 500 : status });
  wholeBodies.set(response, bytes);
  return response;
}

function renderAllReady(
  element: ReactNode,
  render: Pick<WholeRender, "status" | "headers" | "nonce" | "requestId" | "streamTimeout">,
  readyParts: ReadyParts | null,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let failed = false;
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        const page = Buffer.concat(chunks);
        resolve(answer(render, readyParts ? pageWithReadyParts(page.toString("utf8"), readyParts) : page, failed));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: render.nonce,
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        logger.error("render error", { requestId: render.requestId, error });
      },
    });
    setTimeout(abort, render.streamTimeout + 1000).unref();
  });
}
