import type { IncomingMessage, ServerResponse } from "node:http";
import { pathOf } from "./request-facts";

/** Passes a request on to the next handler, or, with an error, to the chain's end. */
export type Next = (error?: unknown) => void;

/**
 * The server's middleware: Node's own request and response, connect's shape (what `compression` and
 * `serve-static` are). No framework sits between Node and these: Express's router, request and response
 * objects cost every request that misses the page cache several times the work of the handlers themselves
 * (docs/decisions/029).
 */
export type Handler = (req: IncomingMessage, res: ServerResponse, next: Next) => void | Promise<void>;

/**
 * Runs handlers in order as one. A handler that answers instead of calling `next` ends the chain; an error, given
 * to `next`, thrown or rejected, skips the rest and goes to the chain's own `next`.
 */
export function chain(...handlers: Handler[]): Handler {
  return (req, res, next) => {
    let index = 0;
    const step: Next = (error) => {
      if (error !== undefined && error !== null) return next(error);
      const handler = handlers[index++];
      if (!handler) return next();
      try {
        const result = handler(req, res, step);
        if (result) result.catch(next);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}

/** What answers one path itself, never passing the request on. */
export type Endpoint = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** A handler for GET (and so HEAD) of one exact path; every other request passes by. */
export function onGet(path: string, handler: Endpoint): Handler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || pathOf(req) !== path) return next();
    return handler(req, res);
  };
}
