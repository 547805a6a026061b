import 'reflect-metadata';
import { withServiceContext } from '@ped/nest-kit';
import { catalogService } from './catalog.definition.js';
import { CategorySeedService } from './category/category-seed.service.js';
import { ExporterSeedService } from './exporter/exporter-seed.service.js';

const [categories, exporters] = await withServiceContext(catalogService, async (app) => [
  await app.get(CategorySeedService).seed(),
  await app.get(ExporterSeedService).seed(),
]);
console.warn(`catalog: seeded ${categories} categories and ${exporters} exporters`);
