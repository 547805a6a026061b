import type { SchemaDataSourceInput } from '@ped/nest-kit';
import { Init1763800000000 } from './migrations/1763800000000-init.js';

export const IDENTITY_SCHEMA = 'identity';

export function identityDatabase(url: string): SchemaDataSourceInput {
  return { schema: IDENTITY_SCHEMA, url, entities: [], migrations: [Init1763800000000] };
}
