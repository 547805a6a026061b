import 'reflect-metadata';
import { migrateService } from '@ped/nest-kit';
import { catalogService } from './catalog.definition.js';

const applied = await migrateService(catalogService);
console.warn(applied.length ? `catalog: applied ${applied.join(', ')}` : 'catalog: schema up to date');
