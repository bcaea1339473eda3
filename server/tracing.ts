import { context, propagation, trace } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { defaultResource, resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter } from "@opentelemetry/sdk-trace-node";
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";
import { logger } from "~/lib/logger.server";

/**
 * Traces are off unless configured: OTEL_EXPORTER_OTLP_ENDPOINT (or its traces-only form) names a collector, or
 * OTEL_TRACES_EXPORTER=otlp asks for the default one (http://localhost:4318); OTEL_TRACES_EXPORTER=none keeps
 * them off whatever else is set. Off, nothing is registered and app/lib/tracing.server.ts's spans are no-ops.
 */
export function tracingConfigured(env: NodeJS.ProcessEnv): boolean {
  const exporter = env.OTEL_TRACES_EXPORTER?.trim();
  if (exporter === "none") return false;
  if (exporter && exporter !== "otlp") {
    logger.warn("OTEL_TRACES_EXPORTER names an exporter this server does not have: traces stay off (use otlp)", { exporter });
    return false;
  }
  return Boolean(exporter || env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

export type Tracing = {
  /** Sends the spans ended so far. */
  flush(): Promise<void>;
  /** Sends what is left and unregisters: the API is back to its no-ops. */
  shutdown(): Promise<void>;
};

/**
 * Registers the process's tracer provider, its context manager (AsyncLocalStorage: a span started in a request's
 * async work is that request's child) and the W3C traceparent propagator. Spans leave in batches over OTLP/HTTP;
 * the exporter reads its own OTEL_EXPORTER_OTLP_* variables (endpoint, headers, timeout) and the provider
 * OTEL_TRACES_SAMPLER. Tests pass an exporter of their own. Returns null when tracing is not configured.
 */
export function startTracing(env: NodeJS.ProcessEnv, options: { exporter?: SpanExporter } = {}): Tracing | null {
  if (!options.exporter && !tracingConfigured(env)) return null;
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME || "buckeye-pros" })),
    spanProcessors: [new BatchSpanProcessor(options.exporter ?? new OTLPTraceExporter())],
  });
  provider.register();
  if (!options.exporter) logger.info("tracing on: spans are sent over OTLP/HTTP");
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
