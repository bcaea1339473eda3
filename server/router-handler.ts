import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler as createRouterHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { wholeBody } from "~/lib/render-whole.server";
import { endWithBody } from "./content-encoding";
import type { Handler } from "./handler";
import { type ClientFacts, requestOrigin } from "./request-facts";
import { bufferedBody } from "./request-guards";

/**
 * React Router on Node's request and response (what @react-router/express's
 * `createRequestHandler` does for Express), with one difference: an answer is
 * written whole, in one `end`, compressed in one call (server/content-encoding.ts).
 * A page rendered whole (app/lib/render-whole.server.tsx) is written from its
 * bytes, not read back out of its Response through a web stream; only the
 * portal's event streams are piped as the adapter pipes them.
 */
export function routerHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: IncomingMessage, res: ServerResponse) => RouterContextProvider;
  mode: string;
  client: ClientFacts;
}): Handler {
  const handle = createRouterHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const request = routerRequest(req, res, options.client);
      const response = await handle(request, options.getLoadContext(req, res));
      await writeAnswer(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** The Fetch API request React Router reads: the address the client asked for (server/request-facts.ts). */
export function routerRequest(req: IncomingMessage, res: ServerResponse, client: ClientFacts): Request {
  const url = new URL(`${requestOrigin(req, client)}${req.url ?? "/"}`);
  // A visitor who leaves mid-answer aborts the request's signal (loaders and renders stop).
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method ?? "GET", headers: requestHeaders(req), signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // A form body was already read and checked by the request guard (server/request-guards.ts).
    const checked = bufferedBody(req);
    if (checked) init.body = new Uint8Array(checked);
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new Request(url.href, init);
}

function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else headers.set(name, values);
  }
  return headers;
}

/** The portal's live updates (app/modules/live/event-stream.server.ts): the one answer that is never whole. */
const EVENT_STREAM = /^text\/event-stream/i;

/** Writes React Router's answer to Node's response: in one `end`, compressed in one call, but an event stream, piped. */
export async function writeAnswer(res: ServerResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.statusCode = response.status;
  // A header the route set replaces the server's default of that name (a stricter Referrer-Policy, say), so an
  // answer never carries two; cookies add up.
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") res.appendHeader(name, value);
    else res.setHeader(name, value);
  }
  const whole = wholeBody(response);
  if (whole) {
    endWithBody(res, whole);
    return;
  }
  // Only an event stream is sent as it comes. Every other answer (a data request's, a resource route's, a
  // redirect's) is whole once its loaders settle (no page defers data: app/entry.server.tsx), so it is read and
  // sent like a page: one call to compress, one `end`, no stream piped through zlib's.
  if (!EVENT_STREAM.test(response.headers.get("Content-Type") ?? "")) {
    let body: Buffer;
    try {
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      // The visitor left while it was read (the request's signal aborted it).
      if (res.destroyed) return;
      throw error;
    }
    endWithBody(res, body);
    return;
  }
  res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
