import { randomUUID } from "node:crypto";
import { context, propagation, SpanKind, trace } from "@opentelemetry/api";
import { ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_HTTP_ROUTE } from "@opentelemetry/semantic-conventions";
import type { ServerResponse } from "node:http";
import { logger, withRequestId } from "~/lib/logger.server";
import { requestDuration } from "~/lib/metrics.server";
import { markFailed, tracer } from "~/lib/tracing.server";
import type { Handler } from "./handler";
import { header, pathOf } from "./request-facts";

const SAFE_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The span attribute that holds our request id, as the X-Request-Id header and every log line of the request do. */
export const ATTR_REQUEST_ID = "request.id";

const requestIds = new WeakMap<ServerResponse, string>();

/** The id `requestLogging` gave this answer's request. */
export function requestIdOf(res: ServerResponse): string {
  return requestIds.get(res) ?? "";
}

/**
 * Reuses a proxy's X-Request-Id when it looks sane, else makes one; logs each response and times it by its
 * route pattern (server/route-pattern.ts). The rest of the request runs with its id set for the logger (each log
 * line written while serving it carries the id) and, with tracing on (server/tracing.ts), inside a server span
 * named by method and route pattern: the spans of its database queries are that span's children.
 */
export function requestLogging(routeOf: (pathname: string) => string): Handler {
  return (req, res, next) => {
    const incoming = header(req, "x-request-id");
    const requestId = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    requestIds.set(res, requestId);
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    // A caller's traceparent header continues its trace; with tracing off both calls are the API's no-ops.
    const parent = propagation.extract(context.active(), req.headers);
    const span = tracer.startSpan(
      req.method ?? "",
      { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: req.method ?? "", [ATTR_REQUEST_ID]: requestId } },
      parent,
    );
    let route: string | undefined;
    const path = pathOf(req);
    const routeOfRequest = () => (route ??= routeOf(path));
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      requestDuration.observe({ route: routeOfRequest(), method: req.method ?? "", status: String(res.statusCode) }, ms / 1000);
      logger.info("request", {
        requestId,
        method: req.method,
        route: routeOfRequest(),
        path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      });
    });
    if (span.isRecording()) {
      // "close" follows "finish", and comes alone when the client went away first.
      res.on("close", () => {
        span.updateName(`${req.method} ${routeOfRequest()}`);
        span.setAttributes({ [ATTR_HTTP_ROUTE]: routeOfRequest(), [ATTR_HTTP_RESPONSE_STATUS_CODE]: res.statusCode });
        if (res.statusCode >= 500) markFailed(span, { code: String(res.statusCode) });
        span.end();
      });
    }
    withRequestId(requestId, () => (span.isRecording() ? context.with(trace.setSpan(parent, span), next) : next()));
  };
}
