import { Injectable } from '@nestjs/common';
import { systemContext } from '@ped/nest-kit';
import { SEED_CATEGORIES } from './category-seed.constants.js';
import { CategoryService } from './category.service.js';

const SEED = systemContext('seed:categories');

/** Creates the seed categories that do not exist yet, each through the normal create path. */
@Injectable()
export class CategorySeedService {
  constructor(private readonly categories: CategoryService) {}

  async seed(): Promise<number> {
    const existing = new Set((await this.categories.list()).map((c) => c.slug));
    let created = 0;
    for (const category of SEED_CATEGORIES) {
      if (existing.has(category.slug)) continue;
      await this.categories.create(SEED, category);
      created += 1;
    }
    return created;
  }
}
