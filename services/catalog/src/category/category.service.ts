import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { CATALOG_SUBJECTS, type CategoryDto, type CreateCategoryCommand } from '@ped/contracts/catalog';
import type { RequestContext } from '@ped/contracts';
import {
  DomainException,
  isUniqueViolation,
  OutboxService,
  PreparedReads,
  requireAdmin,
} from '@ped/nest-kit';
import { DataSource, Repository } from 'typeorm';
import { Category } from './category.entity.js';
import { CATEGORY_LIST_SQL } from './category.sql.js';

export const CATEGORY_NOT_FOUND = 'Category Not Found';

@Injectable()
export class CategoryService {
  constructor(
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly reads: PreparedReads,
  ) {}

  async list(): Promise<CategoryDto[]> {
    return this.reads.query<CategoryDto>(CATEGORY_LIST_SQL);
  }

  async getBySlug(slug: string): Promise<CategoryDto> {
    const row = await this.categories.findOneBy({ slug });
    if (!row) throw new DomainException('CATEGORY_NOT_FOUND', CATEGORY_NOT_FOUND);
    return toCategoryDto(row);
  }

  /** Administrators only: creates a category and records `catalog.category.created` in the same transaction. */
  async create(ctx: RequestContext, command: CreateCategoryCommand): Promise<CategoryDto> {
    const actor = requireAdmin(ctx);
    const conflict = new DomainException(
      'CATEGORY_SLUG_TAKEN',
      `A category with the slug "${command.slug}" already exists`,
    );
    return this.dataSource
      .transaction(async (manager) => {
        if (await manager.existsBy(Category, { slug: command.slug })) throw conflict;
        const row = await manager.save(
          manager.create(Category, {
            name: command.name,
            slug: command.slug,
            description: command.description ?? null,
            imageUrl: command.imageUrl ?? null,
          }),
        );
        const category = toCategoryDto(row);
        await this.outbox.add(manager, CATALOG_SUBJECTS.categoryCreated, category, actor);
        return category;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict : error;
      });
  }
}

function toCategoryDto(row: Category): CategoryDto {
  return { id: row.id, name: row.name, slug: row.slug, description: row.description, imageUrl: row.imageUrl };
}
