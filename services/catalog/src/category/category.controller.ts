import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { Principal } from '@ped/contracts';
import {
  CATALOG_PATTERNS,
  CreateCategoryCommand,
  GetCategoryQuery,
  type CategoryDto,
} from '@ped/contracts/catalog';
import { Caller, RequestData, requireAdmin } from '@ped/nest-kit';
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
  create(@RequestData() command: CreateCategoryCommand, @Caller() caller?: Principal): Promise<CategoryDto> {
    return this.categories.create(command, requireAdmin(caller));
  }
}
