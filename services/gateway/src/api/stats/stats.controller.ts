import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CATALOG_PATTERNS, type CatalogStatsDto, type PublicStatsDto } from '@ped/contracts/catalog';
import { PublicStatsSchema } from '@ped/contracts/responses';
import { Public } from '../../auth/auth.decorators.js';
import { CATALOG_KEYS } from '../../cache/catalog-cache.keys.js';
import { CatalogCacheService } from '../../cache/catalog-cache.service.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { ContactCountService } from './contact-count.service.js';

@ApiTags('catalog')
@Controller('stats')
@Public()
export class StatsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly cache: CatalogCacheService,
    private readonly contactCount: ContactCountService,
  ) {}

  /**
   * Composed here (DESIGN §3): the catalog's counts (cached, invalidated by catalog events) and
   * messaging's contact count (at most a second old), asked in parallel.
   */
  @Get()
  @Answers({ 200: { description: 'The home page counters', schema: PublicStatsSchema } })
  async get(@Call() call: CallContext): Promise<PublicStatsDto> {
    const [catalog, totalContacts] = await Promise.all([
      this.cache.cached(
        () => CATALOG_KEYS.stats(),
        () => this.services.send<CatalogStatsDto>(CATALOG_PATTERNS.statsGet, {}, call),
      ),
      this.contactCount.get(call),
    ]);
    return { ...catalog, totalContacts };
  }
}
