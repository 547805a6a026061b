import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { SYSTEM_PRINCIPAL, type RequestContext, type ServiceMessage } from '@ped/contracts';

/** The request context of a service message (all of it but `data`), for the service method's first parameter. */
export function requestContextOf(message: Partial<ServiceMessage> | undefined): RequestContext {
  return {
    requestId: typeof message?.requestId === 'string' ? message.requestId : 'none',
    ...(message?.principal ? { principal: message.principal } : {}),
    ...(message?.client ? { client: message.client } : {}),
  };
}

/** A handler parameter holding the message's `RequestContext`. */
export const RequestCtx = createParamDecorator((_data: unknown, context: ExecutionContext): RequestContext =>
  requestContextOf(context.switchToRpc().getData<Partial<ServiceMessage>>()),
);

/** The context of work the directory does itself (seeds): the system principal, through the normal paths. */
export function systemContext(requestId: string): RequestContext {
  return { requestId, principal: SYSTEM_PRINCIPAL };
}
