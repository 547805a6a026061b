import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Principal } from '@ped/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../errors/http-error.js';
import { RATE_LIMITED_MESSAGE, type RateLimitPolicy } from './rate-limit.constants.js';
import { rateLimitKey, RateLimitService } from './rate-limit.service.js';

const RATE_LIMIT = Symbol('RATE_LIMIT');

/** Limits a route by client IP (and by signed-in account when the policy says so). */
export const RateLimit = (policy: RateLimitPolicy): MethodDecorator => SetMetadata(RATE_LIMIT, policy);

/** Global guard: answers 429 with Retry-After once a budget of the route's policy is spent. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT, context.getHandler());
    if (!policy) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: Principal | null }>();
    const hits = [this.limits.hitAddress(policy, request.ip)];
    // Runs after the AccessGuard, so the verified caller is known.
    if (policy.perPrincipal && request.user) {
      const { kind, id } = request.user;
      hits.push(
        this.limits.hit(
          rateLimitKey(policy.name, 'account', `${kind}:${id}`),
          policy.perPrincipal,
          policy.windowSeconds,
        ),
      );
    }
    const refused = (await Promise.all(hits)).find((hit) => !hit.allowed);
    if (!refused) return true;
    void context
      .switchToHttp()
      .getResponse<FastifyReply>()
      .header('Retry-After', String(refused.retryAfterSeconds));
    throw httpError('TOO_MANY_REQUESTS', RATE_LIMITED_MESSAGE);
  }
}
