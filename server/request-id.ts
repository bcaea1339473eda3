import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { logger } from "~/lib/logger.server";

const SAFE_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Reuses a proxy's X-Request-Id when it looks sane, else makes one; logs each response. */
export function requestLogging(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info("request", {
        requestId,
        method: req.method,
        path: req.originalUrl.split("?")[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      });
    });
    next();
  };
}
