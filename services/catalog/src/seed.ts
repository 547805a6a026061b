import 'reflect-metadata';
import { withServiceContext } from '@ped/nest-kit';
import { catalogService } from './catalog.definition.js';
import { CategorySeedService } from './category/category-seed.service.js';

const created = await withServiceContext(catalogService, (app) => app.get(CategorySeedService).seed());
console.warn(`catalog: seeded ${created} categories`);
