import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { ServiceMessage } from '@ped/contracts';
import { contextFrom, METRICS, openSpan, SpanKind, type HeaderCarrier } from '@ped/telemetry';
import type { Logger } from 'pino';
import { Observable, tap } from 'rxjs';
import { runInRequestScope } from '../logging/request-context.js';
import { withoutNamespace } from '../nats/namespace.js';
import { requestContextOf } from './request-context.decorator.js';

/**
 * Binds the caller's request id to the handler's logs, logs each handled pattern with its time, counts it
 * (`ped_rpc_server_duration_seconds`, by pattern without the deployment's namespace, and outcome), and traces
 * it: a span continuing the caller's trace from the message's headers, around the handler and its SQL.
 */
@Injectable()
export class RpcLoggingInterceptor implements NestInterceptor {
  constructor(
    private readonly logger: Logger,
    /** The deployment's subject prefix (`<NAMESPACE>.`), left out of the pattern label. */
    private readonly namespace = '',
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc = context.switchToRpc();
    const message = rpc.getData<Partial<ServiceMessage>>();
    const nats = rpc.getContext<{
      getSubject?: () => string;
      getHeaders?: () => HeaderCarrier | undefined;
    }>();
    const pattern = nats.getSubject?.() ?? 'unknown';
    const { requestId } = requestContextOf(message);
    // The request id goes on every line by the logger's mixin (runInRequestScope below).
    const logger = this.logger.child({ pattern });
    const label = withoutNamespace(this.namespace, pattern).replace(/^rpc\./, '');
    const started = performance.now();
    const observe = (outcome: 'ok' | 'error') =>
      METRICS.rpcServerDuration.observe({ pattern: label, outcome }, (performance.now() - started) / 1000);
    const span = openSpan(
      `nats handle ${label}`,
      SpanKind.SERVER,
      { 'messaging.system': 'nats', 'messaging.destination.name': label },
      contextFrom(nats.getHeaders?.()),
    );
    return new Observable((subscriber) =>
      span.run(() =>
        runInRequestScope({ requestId, logger }, () =>
          next
            .handle()
            .pipe(
              tap({
                complete: () => {
                  observe('ok');
                  span.end();
                  logger.debug({ ms: Math.round(performance.now() - started) }, 'handled');
                },
                error: (error: unknown) => {
                  observe('error');
                  span.end(error);
                },
              }),
            )
            .subscribe(subscriber),
        ),
      ),
    );
  }
}
