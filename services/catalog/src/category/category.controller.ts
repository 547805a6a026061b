import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  CATALOG_PATTERNS,
  CreateCategoryCommand,
  GetCategoryQuery,
  type CategoryDto,
} from '@ped/contracts/catalog';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { CategoryService } from './category.service.js';

@Controller()
export class CategoryController {
  constructor(private readonly categories: CategoryService) {}

  @MessagePattern(CATALOG_PATTERNS.categoryList)
  list(): Promise<CategoryDto[]> {
    return this.categories.list();
  }

  @MessagePattern(CATALOG_PATTERNS.categoryGet)
  get(@RequestData() query: GetCategoryQuery): Promise<CategoryDto> {
    return this.categories.getBySlug(query.slug);
  }

  /** Admin command (and the seed): categories are curated by the directory's administrators. */
  @MessagePattern(CATALOG_PATTERNS.categoryCreate)
  create(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: CreateCategoryCommand,
  ): Promise<CategoryDto> {
    return this.categories.create(ctx, command);
  }
}
