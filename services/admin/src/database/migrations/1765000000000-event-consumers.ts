import { downgradeEventTablesV2, upgradeEventTablesV2 } from '@ped/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Inbox per named consumer (rows so far belong to stats) and the dead-letter store. */
export class EventConsumers1765000000000 implements MigrationInterface {
  name = 'EventConsumers1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await upgradeEventTablesV2(queryRunner, 'admin', 'stats');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await downgradeEventTablesV2(queryRunner, 'admin');
  }
}
