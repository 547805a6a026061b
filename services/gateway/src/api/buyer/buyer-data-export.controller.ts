import { Controller, Get, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { CATALOG_PATTERNS } from '@ped/contracts/catalog';
import { IDENTITY_PATTERNS, type AccountExportDto } from '@ped/contracts/identity';
import { MESSAGING_PATTERNS, type BuyerMessagesExportDto } from '@ped/contracts/messaging';
import type { FastifyReply } from 'fastify';
import { SignedIn } from '../../auth/auth.decorators.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

/** A buyer downloads what the directory holds of it, from every service that holds some. */
@ApiTags('auth')
@Controller('buyer')
export class BuyerDataExportController {
  constructor(private readonly services: ServiceClient) {}

  @Get('data-export')
  @SignedIn('buyer')
  @ApiProduces('application/json')
  @Answers({
    200: 'A JSON file of what the directory holds of the buyer: account and profile, requirements, saved exporters and searches, conversations with their messages, inquiries',
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
