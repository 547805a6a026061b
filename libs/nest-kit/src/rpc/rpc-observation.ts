import type { MessageHandler } from '@nestjs/microservices';
import type { ServiceMessage } from '@ped/contracts';
import { contextFrom, METRICS, openSpan, SpanKind, type HeaderCarrier } from '@ped/telemetry';
import type { Logger } from 'pino';
import { runInRequestScope } from '../logging/request-context.js';
import { withoutNamespace } from '../nats/namespace.js';
import { requestContextOf } from './request-context.decorator.js';

/** What a handler gets beside the message: NATS's context (its headers carry the caller's trace). */
interface MessageContext {
  getHeaders?: () => HeaderCarrier | undefined;
}

/** Wraps one pattern's handler (see `rpcObserver`). */
export type HandlerObserver = (subject: string, handler: MessageHandler) => MessageHandler;

/** What the handlers that failed threw (the error filter answered it), by the message's context. */
const failures = new WeakMap<object, { error: unknown }>();

/** Called by the error filter with the handler's context (its second argument) and what it threw. */
export function noteRpcFailure(context: unknown, error: unknown): void {
  if (typeof context === 'object' && context !== null) failures.set(context, { error });
}

/**
 * Observes each handled message: binds the caller's request id to the handler's logs (the request scope, which
 * the error filter's lines get too), counts it (`ped_rpc_server_duration_seconds`, by pattern without the
 * deployment's namespace, and outcome) and traces it (a span continuing the caller's trace from the message's
 * headers, around the handler and its SQL). Around each handler (NamespacedNatsServer) rather than as a global
 * interceptor: an interceptor makes Nest run every message through rxjs (defer, mergeAll and a bound async scope
 * per message), a tenth of a service's CPU on a cheap read.
 */
export function rpcObserver(logger: Logger, namespace: string): HandlerObserver {
  return (subject, handler) => {
    const label = withoutNamespace(namespace, subject).replace(/^rpc\./, '');
    // The request id goes on every line by the logger's mixin (runInRequestScope below).
    const patternLogger = logger.child({ pattern: subject });
    const observed = async (data: unknown, context?: MessageContext) => {
      const started = performance.now();
      const span = openSpan(
        `nats handle ${label}`,
        SpanKind.SERVER,
        { 'messaging.system': 'nats', 'messaging.destination.name': label },
        contextFrom(context?.getHeaders?.()),
      );
      const scope = {
        requestId: requestContextOf(data as Partial<ServiceMessage>).requestId,
        logger: patternLogger,
      };
      let failure: { error: unknown } | undefined;
      // The end is noted inside the scope and the span too: its log line carries the request and trace ids.
      const handle = async () => {
        try {
          const result = await handler(data, context);
          failure = context && failures.get(context);
          return result;
        } catch (error) {
          failure = { error };
          throw error;
        } finally {
          const ms = performance.now() - started;
          METRICS.rpcServerDuration.observe({ pattern: label, outcome: failure ? 'error' : 'ok' }, ms / 1000);
          if (!failure) patternLogger.debug({ ms: Math.round(ms) }, 'handled');
        }
      };
      try {
        return await span.run(() => runInRequestScope(scope, handle));
      } finally {
        span.end(failure?.error);
      }
    };
    return observed as MessageHandler;
  };
}
