import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { ServiceMessage } from '@ped/contracts';
import type { Logger } from 'pino';
import { Observable, tap } from 'rxjs';
import { runInRequestScope } from '../logging/request-context.js';
import { requestContextOf } from './request-context.decorator.js';

/** Binds the caller's request id to the handler's logs and logs each handled pattern with its time. */
@Injectable()
export class RpcLoggingInterceptor implements NestInterceptor {
  constructor(private readonly logger: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc = context.switchToRpc();
    const message = rpc.getData<Partial<ServiceMessage>>();
    const pattern = rpc.getContext<{ getSubject?: () => string }>().getSubject?.() ?? 'unknown';
    const { requestId } = requestContextOf(message);
    const logger = this.logger.child({ requestId, pattern });
    const started = performance.now();
    return new Observable((subscriber) =>
      runInRequestScope({ requestId, logger }, () =>
        next
          .handle()
          .pipe(
            tap({ complete: () => logger.debug({ ms: Math.round(performance.now() - started) }, 'handled') }),
          )
          .subscribe(subscriber),
      ),
    );
  }
}
