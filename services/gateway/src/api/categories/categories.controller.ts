import { Public } from '../../auth/auth.decorators.js';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CATALOG_PATTERNS, GetCategoryQuery, type CategoryDto } from '@ped/contracts/catalog';
import { CategoryListSchema, CategorySchema } from '@ped/contracts/responses';
import { CATALOG_KEYS } from '../../cache/catalog-cache.keys.js';
import { CatalogCacheService } from '../../cache/catalog-cache.service.js';
import { Answers } from '../../openapi/answers.js';
import { Call } from '../../http/call-context.decorator.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

@ApiTags('catalog')
@Controller('categories')
@Public()
export class CategoriesController {
  constructor(
    private readonly services: ServiceClient,
    private readonly cache: CatalogCacheService,
  ) {}

  @Get()
  @Answers({ 200: { description: 'All product categories, in display order', schema: CategoryListSchema } })
  list(@Call() call: CallContext): Promise<CategoryDto[]> {
    return this.cache.cached(
      () => CATALOG_KEYS.categories(),
      () => this.services.send(CATALOG_PATTERNS.categoryList, {}, call),
    );
  }

  @Get(':slug')
  @Answers({ 200: { description: 'One category', schema: CategorySchema }, 404: 'Category Not Found' })
  get(@Param() params: GetCategoryQuery, @Call() call: CallContext): Promise<CategoryDto> {
    return this.cache.cached(
      () => CATALOG_KEYS.category(params.slug),
      () => this.services.send(CATALOG_PATTERNS.categoryGet, params, call),
    );
  }
}
