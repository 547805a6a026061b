import { RpcException } from '@nestjs/microservices';
import type { ErrorCode, FieldError, ServiceErrorBody } from '@ped/contracts';

/** An expected failure a service answers with; the gateway turns its code into an HTTP status. */
export class DomainException extends RpcException {
  readonly body: ServiceErrorBody;

  constructor(code: ErrorCode, message: string, details?: FieldError[]) {
    const body: ServiceErrorBody = details ? { code, message, details } : { code, message };
    super(body);
    this.body = body;
  }

  static notFound(message: string): DomainException {
    return new DomainException('NOT_FOUND', message);
  }

  static conflict(message: string): DomainException {
    return new DomainException('CONFLICT', message);
  }

  static forbidden(message = 'Forbidden'): DomainException {
    return new DomainException('FORBIDDEN', message);
  }
}
