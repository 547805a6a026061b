import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { errorBody, type ServiceErrorBody } from '@ped/contracts';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';
import { scopedLogger } from '../logging/request-context.js';
import { DomainException } from './domain.exception.js';

/**
 * Every failure leaves a service as a `{code, reason, message, details?}` reply. Expected ones keep
 * their code; anything else is logged with its stack and answered as INTERNAL, without detail.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<ServiceErrorBody> {
    if (exception instanceof DomainException) {
      scopedLogger(this.logger).warn(
        { code: exception.body.code, reason: exception.body.reason },
        exception.body.message,
      );
      return throwError(() => exception.body);
    }
    scopedLogger(this.logger).error({ err: exception }, 'unexpected error');
    return throwError(() => errorBody('INTERNAL_ERROR', 'Internal server error'));
  }
}
