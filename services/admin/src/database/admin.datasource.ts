import type { SchemaDataSourceInput } from '@ped/nest-kit';
import { Init1763800000000 } from './migrations/1763800000000-init.js';
import { EventConsumers1765000000000 } from './migrations/1765000000000-event-consumers.js';
import { AdminConsole1766300000000 } from './migrations/1766300000000-admin-console.js';
import { ReadModelHistories1766400000000 } from './migrations/1766400000000-read-model-histories.js';
import { VerificationReminder1766400000001 } from './migrations/1766400000001-verification-reminder.js';

export const ADMIN_SCHEMA = 'admin';

/** The admin service reads and writes its read models with SQL (deltas and upserts), so it maps no entities. */
export function adminDatabase(url: string): SchemaDataSourceInput {
  return {
    schema: ADMIN_SCHEMA,
    url,
    entities: [],
    migrations: [
      Init1763800000000,
      EventConsumers1765000000000,
      AdminConsole1766300000000,
      ReadModelHistories1766400000000,
      VerificationReminder1766400000001,
    ],
  };
}
