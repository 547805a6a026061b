import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `exporter_directory.user_id` (the catalog's exporter owner) becomes identity's integer user id, the one
 * type every service uses for an account id (docs/architecture.md, "Account ids").
 */
export class AccountIds1765100000000 implements MigrationInterface {
  name = 'AccountIds1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE messaging.exporter_directory ALTER COLUMN user_id TYPE integer
         USING CASE WHEN user_id ~ '^[1-9][0-9]{0,8}$' THEN user_id::integer END`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE messaging.exporter_directory ALTER COLUMN user_id TYPE varchar(255)',
    );
  }
}
