import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Principal } from '@ped/contracts';
import type { FastifyRequest } from 'fastify';
import type { CallContext } from '../services/service-client.js';

/** The request's id and verified caller, to pass on with a service call. */
export const Call = createParamDecorator((_data: unknown, context: ExecutionContext): CallContext => {
  // `user` is where passport (the AccessGuard) puts the verified principal.
  const request = context.switchToHttp().getRequest<FastifyRequest & { user?: Principal | null }>();
  return {
    requestId: String(request.id),
    ...(request.user ? { principal: request.user } : {}),
    client: { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500) },
  };
});
