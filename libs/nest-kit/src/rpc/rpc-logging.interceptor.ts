import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { ServiceMessage } from '@ped/contracts';
import { METRICS } from '@ped/metrics';
import type { Logger } from 'pino';
import { Observable, tap } from 'rxjs';
import { runInRequestScope } from '../logging/request-context.js';
import { withoutNamespace } from '../nats/namespace.js';
import { requestContextOf } from './request-context.decorator.js';

/**
 * Binds the caller's request id to the handler's logs, logs each handled pattern with its time, and counts it
 * (`ped_rpc_server_duration_seconds`, by pattern without the deployment's namespace, and outcome).
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
    const pattern = rpc.getContext<{ getSubject?: () => string }>().getSubject?.() ?? 'unknown';
    const { requestId } = requestContextOf(message);
    const logger = this.logger.child({ requestId, pattern });
    const label = withoutNamespace(this.namespace, pattern).replace(/^rpc\./, '');
    const started = performance.now();
    const observe = (outcome: 'ok' | 'error') =>
      METRICS.rpcServerDuration.observe({ pattern: label, outcome }, (performance.now() - started) / 1000);
    return new Observable((subscriber) =>
      runInRequestScope({ requestId, logger }, () =>
        next
          .handle()
          .pipe(
            tap({
              complete: () => {
                observe('ok');
                logger.debug({ ms: Math.round(performance.now() - started) }, 'handled');
              },
              error: () => observe('error'),
            }),
          )
          .subscribe(subscriber),
      ),
    );
  }
}
