import { Injectable } from '@nestjs/common';
import type { AuthenticatedDto, SignInResultDto } from '@ped/contracts/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInThrottlePolicy } from '../rate-limit/rate-limit.constants.js';
import { SignInThrottleService } from '../rate-limit/sign-in-throttle.service.js';
import { ServiceClient, type CallContext } from '../services/service-client.js';
import { TOKEN_DELIVERY_HEADER } from './auth.constants.js';
import { AuthSessionService, type IssuedTokens } from './auth-session.service.js';

export interface SignInRequest {
  pattern: string;
  data: unknown;
  call: CallContext;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Sign-ins (not sign-ups) are throttled per account: the budgets and the account signing in. */
  throttle?: { policy: SignInThrottlePolicy; account: string };
  /** Where a browser goes next, or how to tell from identity's answer (the account, a sign-up's way back). */
  redirectTo?: string | ((answer: AuthenticatedDto) => string);
}

/** Every sign-in (and confirmed sign-up) ends the same way: identity verifies, the gateway opens a session. */
@Injectable()
export class SignInService {
  constructor(
    private readonly services: ServiceClient,
    private readonly sessions: AuthSessionService,
    private readonly throttle: SignInThrottleService,
  ) {}

  async signIn(input: SignInRequest): Promise<SignInResultDto & Partial<IssuedTokens>> {
    const { throttle, request, reply } = input;
    if (throttle) await this.throttle.attempt(throttle.policy, throttle.account, request, reply);
    const answer = await this.services.send<AuthenticatedDto>(input.pattern, input.data, input.call);
    const { principal, user } = answer;
    const tokens = await this.sessions.start(principal, input.reply);
    if (throttle) await this.throttle.succeeded(throttle.policy, throttle.account, request, reply);
    const redirectTo = typeof input.redirectTo === 'function' ? input.redirectTo(answer) : input.redirectTo;
    const result: SignInResultDto = { user, ...(redirectTo ? { redirectTo } : {}) };
    return input.request.headers[TOKEN_DELIVERY_HEADER] === 'body' ? { ...result, ...tokens } : result;
  }
}
