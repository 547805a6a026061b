import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `exporters.user_id` becomes identity's integer user id, the one type every service uses for an
 * account id (docs/architecture.md, "Account ids"). Nothing has set it yet; a value that is not
 * an id could name no user and becomes null.
 */
export class AccountIds1765100000000 implements MigrationInterface {
  name = 'AccountIds1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE catalog.exporters ALTER COLUMN user_id TYPE integer
         USING CASE WHEN user_id ~ '^[1-9][0-9]{0,8}$' THEN user_id::integer END`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE catalog.exporters ALTER COLUMN user_id TYPE varchar(255)');
  }
}
