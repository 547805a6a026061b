import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
} from '@opentelemetry/api';

// Traces with OpenTelemetry, from the edge through the gateway, across NATS (the W3C `traceparent` in message
// headers, on request-reply and on JetStream events) into the services and their SQL. On only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set: the SDK is not even loaded otherwise, and every call below is then the
// API's no-op (no span, nothing injected).

/** The tracer every part of the directory starts its spans with. */
export const tracer = trace.getTracer('pakistan-export-directory');

/**
 * Starts tracing for process `service` when OTEL_EXPORTER_OTLP_ENDPOINT is set (spans exported over OTLP/HTTP,
 * in batches; OTEL_BSP_* tune them). Call it before anything loads `http` or `pg`: their instrumentations patch
 * them as they load.
 */
export async function startTracing(service: string, env: Record<string, string | undefined> = process.env) {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  const [{ NodeTracerProvider }, { BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const [{ registerInstrumentations }, { HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': service }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The context manager (AsyncLocalStorage) and the W3C trace-context propagator.
  provider.register();
  registerInstrumentations({
    instrumentations: [
      // Metrics scrapes and health probes are not requests anyone traces.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => /^\/(metrics|healthz)\b/.test(request.url ?? ''),
      }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  // Spans still in the batch go out before the process ends (SIGTERM first runs the app's own shutdown).
  process.once('beforeExit', () => void provider.shutdown());
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => void provider.forceFlush().catch(() => undefined));
}

/** The active trace's id (for log lines), or undefined outside a trace or with tracing off. */
export function activeTraceId(): string | undefined {
  return trace.getActiveSpan()?.spanContext().traceId;
}

/** Names the request's server span after its route (`POST /api/auth/confirm-email`), while it is open. */
export function nameRequestSpan(method: string, route: string | undefined): void {
  if (route) trace.getActiveSpan()?.updateName(`${method} ${route}`);
}

/** Headers a message carries (nats.js's `MsgHdrs`). */
export interface HeaderCarrier {
  get(key: string): string;
  set(key: string, value: string): void;
  keys(): string[];
}

const natsSetter = { set: (carrier: HeaderCarrier, key: string, value: string) => carrier.set(key, value) };
const natsGetter = {
  get: (carrier: HeaderCarrier | undefined, key: string) => carrier?.get(key) || undefined,
  keys: (carrier: HeaderCarrier | undefined) => carrier?.keys() ?? [],
};

/** The active trace context as W3C fields (`traceparent`…), for a record kept until later (an outbox row). */
export function currentTraceFields(): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  propagation.inject(context.active(), fields);
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** Adds the trace context, the active one or `fields` when given, to a message's headers made by `make`. */
export function injectTrace<H extends HeaderCarrier>(
  headers: H | undefined,
  make: () => H,
  fields?: Record<string, string>,
): H | undefined {
  const from = fields ? propagation.extract(context.active(), fields) : context.active();
  if (!trace.getSpanContext(from)) return headers;
  const carrier = headers ?? make();
  propagation.inject(from, carrier, natsSetter);
  return carrier;
}

/** The context a message's headers carry (the sender's span as parent), or the active one. */
export function contextFrom(headers: HeaderCarrier | undefined): Context {
  return propagation.extract(context.active(), headers, natsGetter);
}

/** A span begun by `openSpan`: run code in it (its children nest under it), then end it. */
export interface OpenSpan {
  run<T>(work: () => T): T;
  end(error?: unknown): void;
}

/** Begins a span named `name`, child of `parent` (by default the active span). With tracing off, a no-op. */
export function openSpan(
  name: string,
  kind: SpanKind,
  attributes: Attributes,
  parent: Context = context.active(),
): OpenSpan {
  const span = tracer.startSpan(name, { kind, attributes }, parent);
  const inside = trace.setSpan(parent, span);
  return {
    run: (work) => context.with(inside, work),
    end(error) {
      if (error !== undefined)
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: error instanceof Error ? error.message : String(error),
        });
      span.end();
    },
  };
}

/** Runs `work` in a span (see `openSpan`), ended when it settles. */
export async function inSpan<T>(
  name: string,
  kind: SpanKind,
  attributes: Attributes,
  work: () => Promise<T>,
  parent?: Context,
): Promise<T> {
  const span = openSpan(name, kind, attributes, parent);
  try {
    const result = await span.run(work);
    span.end();
    return result;
  } catch (error) {
    span.end(error);
    throw error;
  }
}

export { SpanKind };
