import { RpcException } from '@nestjs/microservices';
import { errorBody, type ErrorReason, type FieldError, type ServiceErrorBody } from '@ped/contracts';

/**
 * An expected failure a service answers with: a reason of `@ped/contracts`' reason maps (which fixes
 * the code, and so the gateway's HTTP status) and the message people read.
 */
export class DomainException extends RpcException {
  readonly body: ServiceErrorBody;

  constructor(reason: ErrorReason, message: string, details?: FieldError[]) {
    const body = errorBody(reason, message, details);
    super(body);
    this.body = body;
  }
}
