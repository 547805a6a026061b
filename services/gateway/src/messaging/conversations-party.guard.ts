import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Principal } from '@ped/contracts';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../errors/http-error.js';

/**
 * After the access policy (`@SignedIn('buyer', 'user')`): of the `user` accounts only exporters take
 * part in conversations; an administrator has none (403 here, not a 404 from the messaging service).
 */
@Injectable()
export class ConversationPartyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const principal = context.switchToHttp().getRequest<FastifyRequest & { user?: Principal | null }>().user;
    if (principal?.kind === 'user' && principal.role !== 'exporter')
      throw httpError('NOT_PERMITTED', 'Forbidden');
    return true;
  }
}
