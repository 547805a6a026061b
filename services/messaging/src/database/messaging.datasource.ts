import type { SchemaDataSourceInput } from '@ped/nest-kit';
import { Init1763800000000 } from './migrations/1763800000000-init.js';

export const MESSAGING_SCHEMA = 'messaging';

export function messagingDatabase(url: string): SchemaDataSourceInput {
  return { schema: MESSAGING_SCHEMA, url, entities: [], migrations: [Init1763800000000] };
}
