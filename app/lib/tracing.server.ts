import { type Attributes, type Span, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_RESPONSE_STATUS_CODE,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from "@opentelemetry/semantic-conventions";

/**
 * The app's spans, through OpenTelemetry's API only. Until server/tracing.ts registers a tracer provider (it does
 * when OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_TRACES_EXPORTER is set) this is the API's no-op tracer: a span costs
 * one small object and is never recorded or sent.
 */
export const tracer = trace.getTracer("buckeye-pros");

/**
 * Runs `work` inside a span, a child of the active one, and ends the span when `work` settles. A failure marks
 * the span failed with the error's name only: messages may hold personal data (see describeError).
 */
export function inSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      markFailed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

export function markFailed(span: Span, error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  span.setAttribute(ATTR_ERROR_TYPE, typeof code === "string" ? code : error instanceof Error ? error.name : "error");
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** Longest query text a span keeps: enough to know the statement, not a whole seed's insert. */
const QUERY_TEXT_MAX = 2000;

/**
 * A client span for one database query, or undefined when tracing is off (the no-op span records nothing, so the
 * statement is not even looked at). The span keeps the statement's text, with its `$n` placeholders: the
 * parameters (names, e-mails, phones) are never recorded.
 */
export function startQuerySpan(text: string): Span | undefined {
  const span = tracer.startSpan("QUERY", { kind: SpanKind.CLIENT });
  if (!span.isRecording()) return undefined;
  const operation = /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase() ?? "QUERY";
  span.updateName(operation);
  span.setAttributes({
    [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
    [ATTR_DB_OPERATION_NAME]: operation,
    [ATTR_DB_QUERY_TEXT]: text.length > QUERY_TEXT_MAX ? `${text.slice(0, QUERY_TEXT_MAX)}…` : text,
  });
  return span;
}

/** Ends a query's span; a failure keeps the database's error code (SQLSTATE), not its message. */
export function endQuerySpan(span: Span, error?: unknown): void {
  if (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string") span.setAttribute(ATTR_DB_RESPONSE_STATUS_CODE, code);
    markFailed(span, error);
  }
  span.end();
}

/** Runs one database query (a promise) inside its span. */
export function inQuerySpan<T>(text: string, run: () => Promise<T>): Promise<T> {
  const span = startQuerySpan(text);
  return span ? endedWith(span, run()) : run();
}

/** The query's answer, its span ended when it settles. */
export function endedWith<T>(span: Span, answer: Promise<T>): Promise<T> {
  return answer.then(
    (result) => {
      endQuerySpan(span);
      return result;
    },
    (error: unknown) => {
      endQuerySpan(span, error);
      throw error;
    },
  );
}
