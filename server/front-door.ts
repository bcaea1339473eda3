import type { RequestHandler } from "express";

/**
 * Runs middleware in order as one Express layer. Express 5 pays for every
 * layer it dispatches (path matching, parameter processing, a fresh `next`),
 * and every request, /healthz included, used to cross five of them before any
 * route. An error, or a middleware that answers instead of calling
 * `next`, ends the chain as it would in Express.
 */
export function frontDoor(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let index = 0;
    const step = (error?: unknown) => {
      if (error !== undefined && error !== null && error !== "route" && error !== "router") return next(error);
      const handler = handlers[index++];
      if (!handler) return next();
      try {
        handler(req, res, step);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
