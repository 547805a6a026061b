import 'reflect-metadata';
import { withServiceContext } from '@ped/nest-kit';
import { catalogService } from './catalog.definition.js';
import { CategorySeedService } from './category/category-seed.service.js';
import { DemoImageSeedService } from './exporter-images/demo-image-seed.service.js';
import { ExporterSeedService } from './exporter/exporter-seed.service.js';

const [categories, exporters, pictured] = await withServiceContext(catalogService, async (app) => [
  await app.get(CategorySeedService).seed(),
  await app.get(ExporterSeedService).seed(),
  await app.get(DemoImageSeedService).seed(),
]);
console.warn(
  `catalog: seeded ${categories} categories and ${exporters} exporters, gave ${pictured} of them demo images`,
);
