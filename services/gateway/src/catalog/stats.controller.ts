import { Controller, Get } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CATALOG_PATTERNS, type CatalogStatsDto, type PublicStatsDto } from '@ped/contracts/catalog';
import { MESSAGING_PATTERNS, type ContactCountDto } from '@ped/contracts/messaging';
import { Public } from '../auth/auth.decorators.js';
import { Call } from '../http/call-context.decorator.js';
import { ServiceClient, type CallContext } from '../services/service-client.js';
import { publicStatsSchema } from './exporter.schema.js';

@ApiTags('catalog')
@Controller('stats')
@Public()
export class StatsController {
  constructor(private readonly services: ServiceClient) {}

  /** Composed here (DESIGN §3): the catalog's counts and messaging's contact count, asked in parallel. */
  @Get()
  @RouteSchema({ response: { 200: publicStatsSchema } })
  @ApiOkResponse({ description: 'The home page counters', schema: publicStatsSchema as object })
  async get(@Call() call: CallContext): Promise<PublicStatsDto> {
    const [catalog, messaging] = await Promise.all([
      this.services.send<CatalogStatsDto>(CATALOG_PATTERNS.statsGet, {}, call),
      this.services.send<ContactCountDto>(MESSAGING_PATTERNS.contactRequestCount, {}, call),
    ]);
    return { ...catalog, totalContacts: messaging.totalContacts };
  }
}
