import { Public } from '../../auth/auth.decorators.js';
import { Controller, Get, Param } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CATALOG_PATTERNS, GetCategoryQuery, type CategoryDto } from '@ped/contracts/catalog';
import { CATALOG_KEYS } from '../../cache/catalog-cache.keys.js';
import { CatalogCacheService } from '../../cache/catalog-cache.service.js';
import { Call } from '../../http/call-context.decorator.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { categoryListSchema, categorySchema } from './category.schema.js';

@ApiTags('catalog')
@Controller('categories')
@Public()
export class CategoriesController {
  constructor(
    private readonly services: ServiceClient,
    private readonly cache: CatalogCacheService,
  ) {}

  @Get()
  @RouteSchema({ response: { 200: categoryListSchema } })
  @ApiOkResponse({
    description: 'All product categories, in display order',
    schema: categoryListSchema as object,
  })
  list(@Call() call: CallContext): Promise<CategoryDto[]> {
    return this.cache.cached(
      () => CATALOG_KEYS.categories(),
      () => this.services.send(CATALOG_PATTERNS.categoryList, {}, call),
    );
  }

  @Get(':slug')
  @RouteSchema({ response: { 200: categorySchema } })
  @ApiOkResponse({ description: 'One category', schema: categorySchema as object })
  @ApiNotFoundResponse({ description: 'Category Not Found' })
  get(@Param() params: GetCategoryQuery, @Call() call: CallContext): Promise<CategoryDto> {
    return this.cache.cached(
      () => CATALOG_KEYS.category(params.slug),
      () => this.services.send(CATALOG_PATTERNS.categoryGet, params, call),
    );
  }
}
