import type { SchemaDataSourceInput } from '@ped/nest-kit';
import { Category } from '../category/category.entity.js';
import { Init1763800000000 } from './migrations/1763800000000-init.js';

export const CATALOG_SCHEMA = 'catalog';

export function catalogDatabase(url: string): SchemaDataSourceInput {
  return { schema: CATALOG_SCHEMA, url, entities: [Category], migrations: [Init1763800000000] };
}
