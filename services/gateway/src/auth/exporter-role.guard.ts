import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Principal } from '@ped/contracts';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../errors/http-error.js';

/**
 * After the access policy (`@SignedIn('user')` or `@SignedIn('buyer', 'user')`): of the `user` accounts
 * only exporters pass. An administrator has no exporter profile, products, inquiries or conversations:
 * 403 here, not a 404 from the service that would look for them.
 */
@Injectable()
export class ExporterRoleGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const principal = context.switchToHttp().getRequest<FastifyRequest & { user?: Principal | null }>().user;
    if (principal?.kind === 'user' && principal.role !== 'exporter')
      throw httpError('NOT_PERMITTED', 'Forbidden');
    return true;
  }
}
