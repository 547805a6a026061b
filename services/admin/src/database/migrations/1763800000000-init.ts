import { createEventTablesV1, dropEventTablesV1 } from '@ped/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1763800000000 implements MigrationInterface {
  name = 'Init1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createEventTablesV1(queryRunner, 'admin');
    // Read model: counters kept from other services' events (never read from their schemas).
    await queryRunner.query(`
      CREATE TABLE admin.stats_counters (
        name varchar(100) PRIMARY KEY,
        value bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE admin.stats_counters');
    await dropEventTablesV1(queryRunner, 'admin');
  }
}
