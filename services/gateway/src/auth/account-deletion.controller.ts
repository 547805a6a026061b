import { Body, Controller, Get, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Principal } from '@ped/contracts';
import { CATALOG_PATTERNS } from '@ped/contracts/catalog';
import { DeleteAccountCommand, IDENTITY_PATTERNS, type AccountExportDto } from '@ped/contracts/identity';
import { MESSAGING_PATTERNS, type BuyerMessagesExportDto } from '@ped/contracts/messaging';
import { ACCOUNT_DELETION_MESSAGES } from '@ped/contracts/options';
import type { FastifyReply } from 'fastify';
import { Call } from '../http/call-context.decorator.js';
import { RATE_LIMITS } from '../rate-limit/rate-limit.constants.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../services/service-client.js';
import { AuthSessionService } from './auth-session.service.js';
import { SignedIn } from './auth.decorators.js';
import { ExporterRoleGuard } from './exporter-role.guard.js';

/**
 * A buyer or an exporter deletes its own account (identity erases it; the catalog and messaging follow its
 * event), and every session of it ends at once; a buyer downloads what the directory holds of it first.
 */
@ApiTags('auth')
@Controller()
export class AccountDeletionController {
  constructor(
    private readonly services: ServiceClient,
    private readonly sessions: AuthSessionService,
  ) {}

  @Post('auth/delete-account')
  @SignedIn('buyer', 'user')
  @UseGuards(ExporterRoleGuard)
  @RateLimit(RATE_LIMITS.passwordChange)
  @HttpCode(200)
  @ApiOkResponse({
    description:
      'Deleted: the account is erased, its sessions have ended, an exporter’s listing is off the site',
    schema: {
      type: 'object',
      required: ['deleted'],
      properties: { deleted: { type: 'boolean', enum: [true] } },
    },
  })
  @ApiBadRequestResponse({ description: `"${ACCOUNT_DELETION_MESSAGES.passwordIncorrect}" (field password)` })
  @ApiForbiddenResponse({ description: 'Administrators' })
  async delete(
    @Body() command: DeleteAccountCommand,
    @Call() call: CallContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ deleted: true }> {
    const answer = await this.services.send<{ deleted: true }>(
      IDENTITY_PATTERNS.accountDelete,
      command,
      call,
    );
    await this.sessions.endAll(call.principal as Principal, reply);
    return answer;
  }

  @Get('buyer/data-export')
  @SignedIn('buyer')
  @ApiProduces('application/json')
  @ApiOkResponse({
    description:
      'A JSON file of what the directory holds of the buyer: account and profile, requirements, saved exporters and searches, conversations with their messages, inquiries',
  })
  async export(@Call() call: CallContext, @Res({ passthrough: true }) reply: FastifyReply): Promise<unknown> {
    const [account, requirements, savedExporters, savedSearches, messages] = await Promise.all([
      this.services.send<AccountExportDto>(IDENTITY_PATTERNS.accountExport, {}, call),
      this.services.send<unknown[]>(CATALOG_PATTERNS.requirementList, {}, call),
      this.services.send<unknown[]>(CATALOG_PATTERNS.savedExporterList, {}, call),
      this.services.send<unknown[]>(CATALOG_PATTERNS.savedSearchList, {}, call),
      this.services.send<BuyerMessagesExportDto>(MESSAGING_PATTERNS.buyerMessagesExport, {}, call),
    ]);
    const exportedAt = new Date().toISOString();
    void reply
      .header('content-disposition', `attachment; filename="ped-data-${exportedAt.slice(0, 10)}.json"`)
      .header('cache-control', 'no-store');
    return { exportedAt, account, requirements, savedExporters, savedSearches, ...messages };
  }
}
