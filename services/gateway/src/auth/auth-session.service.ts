import { randomBytes } from 'node:crypto';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { Principal } from '@ped/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDENTITY_PATTERNS, type AuthenticatedDto } from '@ped/contracts/identity';
import { SIGNED_IN_HINT_COOKIE, signedInHintRole } from '@ped/contracts/options';
import { GatewayConfig } from '../config/gateway.config.js';
import { httpError } from '../errors/http-error.js';
import { ServiceClient } from '../services/service-client.js';
import { cookieNames, REFRESH_COOKIE_PATH } from './auth.constants.js';
import { AccessTokenService } from './access-token.service.js';
import { RefreshSessionsService } from './refresh-sessions.service.js';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

/** Turns a verified principal into a browser session (cookies) and back; the one place cookies are set. */
@Injectable()
export class AuthSessionService {
  private readonly secure: boolean;
  readonly cookies: { access: string; refresh: string; browser: string };

  constructor(
    private readonly config: GatewayConfig,
    private readonly accessTokens: AccessTokenService,
    private readonly refreshSessions: RefreshSessionsService,
    private readonly services: ServiceClient,
  ) {
    this.secure = new URL(config.PUBLIC_ORIGIN).protocol === 'https:';
    this.cookies = cookieNames(this.secure);
  }

  /** A new session: a refresh-token family and an access token, set as httpOnly cookies. */
  async start(principal: Principal, reply: FastifyReply): Promise<IssuedTokens> {
    const session = await this.refreshSessions.create(principal);
    const tokens = {
      accessToken: this.accessTokens.sign(principal, session.family),
      refreshToken: session.token,
    };
    this.setCookies(reply, tokens, principal);
    this.nameBrowser(reply);
    return tokens;
  }

  /** Gives the browser its name cookie if it has none (see cookieNames). */
  private nameBrowser(reply: FastifyReply): void {
    if (reply.request.cookies?.[this.cookies.browser]) return;
    void reply.setCookie(this.cookies.browser, randomBytes(16).toString('base64url'), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: REFRESH_COOKIE_PATH,
      maxAge: this.config.REFRESH_TOKEN_TTL_SECONDS,
    });
  }

  /**
   * Rotates the refresh token the request carries (cookie, or `refreshToken` given explicitly) and
   * sets the new pair. Null when there is none or it is no longer valid (a reused token revokes its
   * family), or when the account was deleted or disabled since (identity is asked on every refresh).
   */
  async refresh(
    request: FastifyRequest,
    reply: FastifyReply,
    explicitToken?: string,
  ): Promise<{ principal: Principal; session: string; accessToken: string; refreshToken?: string } | null> {
    const token = explicitToken ?? request.cookies?.[this.cookies.refresh];
    if (!token) return null;
    const browser = explicitToken ? undefined : request.cookies?.[this.cookies.browser];
    const rotated = await this.refreshSessions.rotate(token, browser);
    if (rotated.status === 'ok' || rotated.status === 'grace') {
      const principal = await this.currentPrincipal(request, rotated.principal);
      if (!principal) {
        if (rotated.status === 'ok') await this.refreshSessions.revoke(rotated.token);
        this.clearCookies(reply);
        return null;
      }
      const accessToken = this.accessTokens.sign(principal, rotated.family);
      // In the grace case a parallel response already carries the new refresh token.
      const refreshToken = rotated.status === 'ok' ? rotated.token : undefined;
      this.setCookies(reply, { accessToken, refreshToken }, principal);
      return { principal, session: rotated.family, accessToken, refreshToken };
    }
    if (rotated.status === 'reused') request.log.warn('refresh token reused: session revoked');
    this.clearCookies(reply);
    return null;
  }

  /** The account as identity has it now (its role may have changed); null when it is gone or disabled. */
  private async currentPrincipal(request: FastifyRequest, principal: Principal): Promise<Principal | null> {
    try {
      const call = { requestId: String(request.id), principal };
      return (await this.services.send<AuthenticatedDto>(IDENTITY_PATTERNS.principalGet, {}, call)).principal;
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === HttpStatus.UNAUTHORIZED) return null;
      throw error;
    }
  }

  /** Ends the session of this request (logout). */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies?.[this.cookies.refresh];
    if (token) await this.refreshSessions.revoke(token);
    this.clearCookies(reply);
  }

  /** Ends every session of the principal, this one too (its account was deleted). */
  async endAll(principal: Principal, reply: FastifyReply): Promise<void> {
    await this.refreshSessions.revokeAll(principal);
    this.clearCookies(reply);
  }

  /** Ends every session of the principal (password change), then starts a fresh one for this request. */
  async restart(principal: Principal, reply: FastifyReply): Promise<IssuedTokens> {
    await this.refreshSessions.revokeAll(principal);
    return this.start(principal, reply);
  }

  private setCookies(
    reply: FastifyReply,
    tokens: { accessToken: string; refreshToken?: string },
    principal: Principal,
  ): void {
    const common = { httpOnly: true, sameSite: 'lax', secure: this.secure } as const;
    // Readable by the page's scripts (see SIGNED_IN_HINT_COOKIE), as long-lived as the session.
    void reply.setCookie(SIGNED_IN_HINT_COOKIE, signedInHintRole(principal), {
      ...common,
      httpOnly: false,
      path: '/',
      maxAge: this.config.REFRESH_TOKEN_TTL_SECONDS,
    });
    void reply.setCookie(this.cookies.access, tokens.accessToken, {
      ...common,
      path: '/',
      maxAge: this.config.ACCESS_TOKEN_TTL_SECONDS,
    });
    if (!tokens.refreshToken) return;
    void reply.setCookie(this.cookies.refresh, tokens.refreshToken, {
      ...common,
      path: REFRESH_COOKIE_PATH,
      maxAge: this.config.REFRESH_TOKEN_TTL_SECONDS,
    });
  }

  unauthorized(): HttpException {
    return httpError('SIGN_IN_REQUIRED', 'Unauthorized');
  }

  clearCookies(reply: FastifyReply): void {
    void reply.clearCookie(this.cookies.access, { path: '/', secure: this.secure });
    void reply.clearCookie(this.cookies.refresh, { path: REFRESH_COOKIE_PATH, secure: this.secure });
    void reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', secure: this.secure });
  }
}
