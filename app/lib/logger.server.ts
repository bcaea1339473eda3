import { AsyncLocalStorage } from "node:async_hooks";
import { trace } from "@opentelemetry/api";
import pino, { type DestinationStream, type Logger } from "pino";

/**
 * Structured JSON logs, one object per line, so a log shipper can parse them: debug and info on stdout, warn and
 * error on stderr. A line written while a request is served (in any of its async work) carries that request's id,
 * and the trace's id when tracing is on (server/tracing.ts), so its lines can be found together.
 */
type Level = "debug" | "info" | "warn" | "error";
type Fields = Record<string, unknown>;
export type LogLevel = Level | "silent";

/** The request being served, set by server/request-id.ts around each request's handling. */
const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` (and everything it starts) as part of the request `requestId`: its log lines carry that id. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

/** Fields every line gets from where it is written: pino merges them under the caller's own. */
function scopeFields(): Fields {
  const fields: Fields = {};
  const requestId = requestScope.getStore()?.requestId;
  if (requestId) fields.requestId = requestId;
  // Without a registered tracer provider there is no active span: this stays a lookup that finds nothing.
  const span = trace.getActiveSpan();
  if (span?.isRecording()) fields.traceId = span.spanContext().traceId;
  return fields;
}

/** Errors in fields are logged through describeError: their query parameters never reach a log. */
function describeErrors(fields: Fields): Fields {
  if (!Object.values(fields).some((value) => value instanceof Error)) return fields;
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value instanceof Error ? describeError(value) : value]));
}

/**
 * pino's `isoTime` field, remembered for the millisecond it was made in: a busy server writes several lines a
 * millisecond (one per request), and `toISOString` took about 1.4 µs of each line's 5 here.
 */
let timeFieldMs = Number.NaN;
let timeField = "";
export function isoTimeField(now = Date.now()): string {
  if (now !== timeFieldMs) {
    timeFieldMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

function jsonLines(level: LogLevel, destination: DestinationStream): Logger<never, boolean> {
  return pino(
    {
      level,
      base: null,
      timestamp: () => isoTimeField(),
      formatters: { level: (label) => ({ level: label }), log: describeErrors },
      mixin: scopeFields,
    },
    destination,
  );
}

export type AppLogger = Record<Level, (message: string, fields?: Fields) => void>;

/** A logger writing debug and info to `out`, warn and error to `err`; `logger` is the process's own. */
export function createLogger(options: { level: LogLevel; out: DestinationStream; err: DestinationStream }): AppLogger {
  const out = jsonLines(options.level, options.out);
  const err = jsonLines(options.level, options.err);
  return {
    debug: (message, fields = {}) => out.debug(fields, message),
    info: (message, fields = {}) => out.info(fields, message),
    warn: (message, fields = {}) => err.warn(fields, message),
    error: (message, fields = {}) => err.error(fields, message),
  };
}

/**
 * Made at the first line logged, so LOG_LEVEL is read then (scripts/bench/run.ts sets it after its imports).
 * Synchronous writes: a line logged just before the process exits is not lost.
 */
let processLogger: AppLogger | undefined;
function processLog(): AppLogger {
  processLogger ??= createLogger({
    level: logLevel(process.env.LOG_LEVEL),
    out: pino.destination({ dest: 1, sync: true }),
    err: pino.destination({ dest: 2, sync: true }),
  });
  return processLogger;
}

function logLevel(configured: string | undefined): LogLevel {
  return configured === "debug" || configured === "warn" || configured === "error" || configured === "silent" ? configured : "info";
}

export const logger: AppLogger = {
  debug: (message, fields) => processLog().debug(message, fields),
  info: (message, fields) => processLog().info(message, fields),
  warn: (message, fields) => processLog().warn(message, fields),
  error: (message, fields) => processLog().error(message, fields),
};

/**
 * An error as it may be logged: database errors carry the failed query's
 * parameters (names, e-mails, phones) in their message, so only the part
 * before the parameters is kept, with the driver's error code.
 */
export function describeError(error: Error): Record<string, unknown> {
  const cause = error.cause instanceof Error ? describeError(error.cause) : undefined;
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: error.message.split(/\nparams:/)[0],
    ...(typeof code === "string" ? { code } : {}),
    ...(cause ? { cause } : {}),
    stack: error.stack?.split("\n").filter((line) => line.trimStart().startsWith("at ")).join("\n"),
  };
}
