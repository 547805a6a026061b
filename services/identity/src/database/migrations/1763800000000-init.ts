import { createEventTablesV1, dropEventTablesV1 } from '@ped/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The schema's event plumbing; the identity tables arrive with their features. */
export class Init1763800000000 implements MigrationInterface {
  name = 'Init1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createEventTablesV1(queryRunner, 'identity');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropEventTablesV1(queryRunner, 'identity');
  }
}
