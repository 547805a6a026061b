import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CATALOG_PATTERNS, ListExportersQuery, type ProductListDto } from '@ped/contracts/catalog';
import { ProductListSchema } from '@ped/contracts/responses';
import { Public } from '../../auth/auth.decorators.js';
import { CATALOG_KEYS } from '../../cache/catalog-cache.keys.js';
import { CatalogCacheService } from '../../cache/catalog-cache.service.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { ListQueryDocs } from '../exporters/list-query.docs.js';

/** The browse page's product view: products of approved exporters, with the exporter list's filters. */
@ApiTags('catalog')
@Controller('products')
@Public()
export class ProductsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly cache: CatalogCacheService,
  ) {}

  @Get()
  @ListQueryDocs()
  @Answers({
    200: {
      description:
        'One page of products of approved exporters and the total that match (up to 500, then "500+")',
      schema: ProductListSchema,
    },
    400: 'A query value is invalid (e.g. limit above 50)',
  })
  list(@Query() query: ListExportersQuery, @Call() call: CallContext): Promise<ProductListDto> {
    return this.cache.cached(
      () => CATALOG_KEYS.productSearch(query),
      () => this.services.send(CATALOG_PATTERNS.productSearch, query, call),
    );
  }
}
