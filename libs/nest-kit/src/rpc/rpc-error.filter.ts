import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { errorBody, type ServiceErrorBody } from '@ped/contracts';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';
import { isDatabaseUnavailable } from '../database/pg-errors.util.js';
import { scopedLogger } from '../logging/request-context.js';
import { DomainException } from './domain.exception.js';
import { noteRpcFailure } from './rpc-observation.js';

/**
 * Every failure leaves a service as a `{code, reason, message, details?}` reply. Expected ones keep
 * their code; a database that is away is SERVICE_UNAVAILABLE (the gateway's 503, with Retry-After);
 * anything else is logged with its stack and answered as INTERNAL, without detail.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<ServiceErrorBody> {
    noteRpcFailure(host.switchToRpc().getContext(), exception);
    if (exception instanceof DomainException) {
      scopedLogger(this.logger).warn(
        { code: exception.body.code, reason: exception.body.reason },
        exception.body.message,
      );
      return throwError(() => exception.body);
    }
    if (isDatabaseUnavailable(exception)) {
      scopedLogger(this.logger).warn({ err: exception }, 'database unavailable');
      return throwError(() =>
        errorBody(
          'SERVICE_UNAVAILABLE',
          'The directory cannot store this right now. Please try again shortly.',
        ),
      );
    }
    scopedLogger(this.logger).error({ err: exception }, 'unexpected error');
    return throwError(() => errorBody('INTERNAL_ERROR', 'Internal server error'));
  }
}
