import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Principal } from '@ped/contracts';
import type { FastifyRequest } from 'fastify';
import type { CallContext } from '../services/service-client.js';

/** The request's id and verified caller, to pass on with a service call. */
export const Call = createParamDecorator((_data: unknown, context: ExecutionContext): CallContext => {
  const request = context.switchToHttp().getRequest<FastifyRequest & { principal?: Principal }>();
  return { requestId: String(request.id), ...(request.principal ? { principal: request.principal } : {}) };
});
