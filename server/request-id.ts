import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { logger } from "~/lib/logger.server";
import { requestDuration } from "~/lib/metrics.server";

const SAFE_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Reuses a proxy's X-Request-Id when it looks sane, else makes one; logs each response and times it by its
 * route pattern (server/route-pattern.ts).
 */
export function requestLogging(routeOf: (pathname: string) => string): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const path = req.originalUrl.split("?")[0] ?? "/";
      const route = routeOf(path);
      requestDuration.observe({ route, method: req.method, status: String(res.statusCode) }, ms / 1000);
      logger.info("request", {
        requestId,
        method: req.method,
        route,
        path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      });
    });
    next();
  };
}
