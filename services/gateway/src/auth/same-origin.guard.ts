import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { GatewayConfig } from '../config/gateway.config.js';
import { httpError } from '../errors/http-error.js';
import { AuthSessionService } from './auth-session.service.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global CSRF defence for cookie sessions: a state-changing request from a browser must come from
 * our own origin (Sec-Fetch-Site, else Origin), and one that carries our cookies must be JSON,
 * which another site cannot send without a CORS preflight we never grant — except an image upload,
 * which must prove its origin instead (isOwnUpload).
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  constructor(
    private readonly config: GatewayConfig,
    private readonly sessions: AuthSessionService,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(request.method)) return true;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (site !== undefined) {
      if (site !== 'same-origin' && site !== 'none')
        throw httpError('CROSS_SITE_REQUEST', 'Cross-site requests are not allowed');
    } else if (origin !== undefined && origin !== new URL(this.config.PUBLIC_ORIGIN).origin) {
      throw httpError('CROSS_SITE_REQUEST', 'Cross-site requests are not allowed');
    }
    const { access, refresh } = this.sessions.cookies;
    const usesCookies = Boolean(request.cookies?.[access] || request.cookies?.[refresh]);
    const hasBody =
      request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0';
    const isJson = /^application\/json\b/i.test(request.headers['content-type'] ?? '');
    if (usesCookies && hasBody && !isJson && !this.isOwnUpload(request, site, origin))
      throw httpError('CROSS_SITE_REQUEST', 'Requests must be sent as JSON');
    return true;
  }

  /**
   * An image upload (a multipart route) with the session's cookies. Another site's form could send multipart
   * too, so here the browser must show the request is ours (Sec-Fetch-Site same-origin, else our Origin),
   * not merely not say otherwise.
   */
  private isOwnUpload(
    request: FastifyRequest,
    site: string | string[] | undefined,
    origin: string | undefined,
  ) {
    const multipartRoute = (request.routeOptions.config as { multipart?: boolean } | undefined)?.multipart;
    const multipartBody = /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
    const ours =
      site === 'same-origin' || (site === undefined && origin === new URL(this.config.PUBLIC_ORIGIN).origin);
    return multipartRoute === true && multipartBody && ours;
  }
}
