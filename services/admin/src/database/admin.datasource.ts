import type { SchemaDataSourceInput } from '@ped/nest-kit';
import { StatsCounter } from '../stats/stats-counter.entity.js';
import { Init1763800000000 } from './migrations/1763800000000-init.js';
import { EventConsumers1765000000000 } from './migrations/1765000000000-event-consumers.js';

export const ADMIN_SCHEMA = 'admin';

export function adminDatabase(url: string): SchemaDataSourceInput {
  return {
    schema: ADMIN_SCHEMA,
    url,
    entities: [StatsCounter],
    migrations: [Init1763800000000, EventConsumers1765000000000],
  };
}
