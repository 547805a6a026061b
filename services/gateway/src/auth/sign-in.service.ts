import { Injectable } from '@nestjs/common';
import type { AuthenticatedDto, SignInResultDto } from '@ped/contracts/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitPolicy } from '../rate-limit/rate-limit.constants.js';
import { rateLimitKey, RateLimitService } from '../rate-limit/rate-limit.service.js';
import { ServiceClient, type CallContext } from '../services/service-client.js';
import { TOKEN_DELIVERY_HEADER } from './auth.constants.js';
import { AuthSessionService, type IssuedTokens } from './auth-session.service.js';

export interface SignInRequest {
  pattern: string;
  data: unknown;
  call: CallContext;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The rate-limit policy whose per-account budget a success resets. */
  policy?: RateLimitPolicy;
  account?: string;
  redirectTo?: string;
}

/** Every sign-in and sign-up ends the same way: identity verifies, the gateway opens a session. */
@Injectable()
export class SignInService {
  constructor(
    private readonly services: ServiceClient,
    private readonly sessions: AuthSessionService,
    private readonly rateLimits: RateLimitService,
  ) {}

  async signIn(input: SignInRequest): Promise<SignInResultDto & Partial<IssuedTokens>> {
    const { principal, user } = await this.services.send<AuthenticatedDto>(
      input.pattern,
      input.data,
      input.call,
    );
    const tokens = await this.sessions.start(principal, input.reply);
    if (input.policy && 'perAccount' in input.policy && input.policy.perAccount && input.account) {
      await this.rateLimits.reset(rateLimitKey(input.policy.name, 'account', input.account));
    }
    const result: SignInResultDto = { user, ...(input.redirectTo ? { redirectTo: input.redirectTo } : {}) };
    return input.request.headers[TOKEN_DELIVERY_HEADER] === 'body' ? { ...result, ...tokens } : result;
  }
}
