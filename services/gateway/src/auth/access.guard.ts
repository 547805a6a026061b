import { HttpException, Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Principal } from '@ped/contracts';
import { isAdmin, PASSWORD_CHANGE_REQUIRED } from '@ped/nest-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../errors/http-error.js';
import { ACCESS_POLICY, type AccessPolicy } from './auth.decorators.js';
import { AuthSessionService } from './auth-session.service.js';
import { JwtStrategy, type SessionRequest } from './jwt.strategy.js';
import { RefreshSessionsService } from './refresh-sessions.service.js';

type AuthenticatedRequest = SessionRequest & { user?: Principal | null };

/**
 * Global: recognises the caller (passport-jwt: bearer or cookie; an expired browser session is
 * refreshed transparently with its refresh cookie), then applies the route's access policy.
 * A route without a policy is refused, so forgetting one never opens a route.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: AuthSessionService,
    private readonly tokens: JwtStrategy,
    private readonly refreshSessions: RefreshSessionsService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    // Without a token passport can only fail, and it costs a strategy instance and an error per call; a
    // token verified before is recognised without it.
    if (this.carriesAccessToken(request)) {
      const known = this.tokens.recognise(request);
      if (known) {
        request.user = known.principal;
        request.accessSession = known.session;
      } else {
        await super.canActivate(context);
      }
      // A token of a session that has ended (logout, password change or reset, reuse, removal) is nobody's.
      if (request.user && !(await this.sessionOpen(request.accessSession, policy))) request.user = null;
    }
    if (!request.user && policy && policy.access !== 'public') {
      const reply = context.switchToHttp().getResponse<FastifyReply>();
      const refreshed = await this.sessions.refresh(request, reply).catch((error: unknown) => {
        throw sessionsUnavailable(error);
      });
      request.user = refreshed?.principal ?? null;
      request.accessSession = refreshed?.session;
    }
    return allow(policy, request.user ?? undefined);
  }

  /**
   * Whether the token's session is open. Sessions live in Redis: while it cannot answer, a public route
   * serves the caller as anonymous and any other is refused 503 (never let in unchecked, never a 500).
   */
  private async sessionOpen(session: string | undefined, policy: AccessPolicy | undefined): Promise<boolean> {
    try {
      return await this.refreshSessions.isOpen(session);
    } catch (error) {
      if (policy?.access === 'public') return false;
      throw sessionsUnavailable(error);
    }
  }

  private carriesAccessToken(request: FastifyRequest): boolean {
    return Boolean(request.headers.authorization || request.cookies?.[this.sessions.cookies.access]);
  }

  /** Never throws: an absent or invalid token just means an anonymous caller. */
  override handleRequest<T>(_error: unknown, user: T): T {
    return (user || null) as T;
  }
}

function sessionsUnavailable(error: unknown): Error {
  if (error instanceof HttpException) return error;
  return httpError('SERVICE_UNAVAILABLE', 'Sign-in cannot be checked right now. Please try again shortly.');
}

function allow(policy: AccessPolicy | undefined, principal: Principal | undefined): true {
  if (!policy) throw httpError('NOT_PERMITTED', 'Forbidden');
  if (policy.access === 'public') return true;
  if (!principal) throw httpError('SIGN_IN_REQUIRED', 'Unauthorized');
  const pendingAllowed = policy.access === 'signed-in' && policy.allowPendingPasswordChange;
  if (principal.mustChangePassword && !pendingAllowed)
    throw httpError('PASSWORD_CHANGE_REQUIRED', PASSWORD_CHANGE_REQUIRED);
  if (policy.access === 'admin' && !isAdmin(principal)) throw httpError('NOT_PERMITTED', 'Forbidden');
  if (policy.access === 'signed-in' && policy.kinds && !policy.kinds.includes(principal.kind)) {
    throw httpError('NOT_PERMITTED', 'Forbidden');
  }
  return true;
}
