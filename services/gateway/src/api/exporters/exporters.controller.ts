import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  CompareExportersQuery,
  ExporterIdParams,
  ListExportersQuery,
  SponsoredExportersQuery,
  type CompareExportersDto,
  type ExporterDto,
  type ExporterListDto,
  type ExporterListItemDto,
  type ProductDto,
  type SponsoredExportersDto,
} from '@ped/contracts/catalog';
import { BUYER_TOOL_MESSAGES, CITIES, COMPARE_MAX_EXPORTERS } from '@ped/contracts/options';
import {
  CompareExportersSchema,
  ExporterListSchema,
  ExporterProductsSchema,
  ExporterSchema,
  FeaturedExportersSchema,
  SponsoredExportersSchema,
} from '@ped/contracts/responses';
import { Public } from '../../auth/auth.decorators.js';
import { CATALOG_KEYS } from '../../cache/catalog-cache.keys.js';
import { CatalogCacheService } from '../../cache/catalog-cache.service.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { ListQueryDocs } from './list-query.docs.js';
import { ProfileViewsService } from './profile-views.service.js';

// Hot public reads, each through the Redis read cache (DESIGN §8; src/cache): the list is cached
// whole per filter and page, its total included.
@ApiTags('catalog')
@Controller('exporters')
@Public()
export class ExportersController {
  constructor(
    private readonly services: ServiceClient,
    private readonly profileViews: ProfileViewsService,
    private readonly cache: CatalogCacheService,
  ) {}

  @Get()
  @ListQueryDocs()
  @Answers({
    200: {
      description: 'One page of approved exporters and the total that match',
      schema: ExporterListSchema,
    },
    400: 'A query value is invalid (e.g. limit above 50)',
  })
  list(@Query() query: ListExportersQuery, @Call() call: CallContext): Promise<ExporterListDto> {
    return this.cache.cached(
      () => CATALOG_KEYS.exporterList(query),
      () => this.services.send(CATALOG_PATTERNS.exporterList, query, call),
    );
  }

  @Get('sponsored')
  @ApiQuery({ name: 'categoryId', required: false, schema: { type: 'integer', minimum: 1 } })
  @ApiQuery({ name: 'city', required: false, enum: CITIES })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @Answers({
    200: {
      description:
        'The Sponsored slot beside a browse or category page: up to 2 premium members, taking turns by page',
      schema: SponsoredExportersSchema,
    },
    400: 'A query value is invalid',
  })
  sponsored(
    @Query() query: SponsoredExportersQuery,
    @Call() call: CallContext,
  ): Promise<SponsoredExportersDto> {
    return this.cache.cached(
      () => CATALOG_KEYS.sponsored(query),
      () => this.services.send(CATALOG_PATTERNS.exporterSponsored, query, call),
    );
  }

  @Get('featured')
  @Answers({
    200: { description: 'Premium and verified exporters for the home page', schema: FeaturedExportersSchema },
  })
  featured(@Call() call: CallContext): Promise<ExporterListItemDto[]> {
    return this.cache.cached(
      () => CATALOG_KEYS.featured(),
      () => this.services.send(CATALOG_PATTERNS.exporterFeatured, {}, call),
    );
  }

  /** Public, so a shared compare link works for anyone; declared before `:id`. */
  @Get('compare')
  @ApiQuery({
    name: 'ids',
    required: true,
    description: `2 to ${COMPARE_MAX_EXPORTERS} distinct exporter ids, comma-separated (ids=12,7,31), in the order to show`,
    style: 'form',
    explode: false,
    schema: { type: 'array', items: { type: 'integer' } },
  })
  @Answers({
    200: {
      description: 'The public ones of the exporters asked for, in the order asked',
      schema: CompareExportersSchema,
    },
    400: BUYER_TOOL_MESSAGES.compareIds,
  })
  compare(@Query() query: CompareExportersQuery, @Call() call: CallContext): Promise<CompareExportersDto> {
    return this.services.send(CATALOG_PATTERNS.exporterCompare, query, call);
  }

  @Get(':id')
  @Answers({
    200: { description: 'One approved exporter’s public profile', schema: ExporterSchema },
    404: 'Exporter Not Found',
  })
  async get(@Param() params: ExporterIdParams, @Call() call: CallContext): Promise<ExporterDto> {
    const exporter = await this.cache.cached(
      () => CATALOG_KEYS.exporter(params.id),
      () => this.services.send<ExporterDto>(CATALOG_PATTERNS.exporterGet, params, call),
    );
    // Counted on every answer, cached or not.
    this.profileViews.record(exporter.id);
    return exporter;
  }

  @Get(':id/products')
  @Answers({
    200: { description: 'The exporter’s products', schema: ExporterProductsSchema },
    404: 'Exporter Not Found',
  })
  products(@Param() params: ExporterIdParams, @Call() call: CallContext): Promise<ProductDto[]> {
    return this.cache.cached(
      () => CATALOG_KEYS.products(params.id),
      () => this.services.send(CATALOG_PATTERNS.productList, params, call),
    );
  }
}
