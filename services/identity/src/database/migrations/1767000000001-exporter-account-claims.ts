import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A listing goes to the account that proves the application's address (issue 32). An approved
 * application waits in exporter_account_claims until a password link mailed to that address (set or
 * reset) is used; only then is the exporter linked to the account. An exporter removed by an
 * administrator disables its account (disabled_at): it signs in no more.
 */
export class ExporterAccountClaims1767000000001 implements MigrationInterface {
  name = 'ExporterAccountClaims1767000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity.exporter_account_claims (
        exporter_id integer PRIMARY KEY,
        user_id integer NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX exporter_account_claims_user_idx ON identity.exporter_account_claims (user_id)',
    );
    await queryRunner.query('ALTER TABLE identity.users ADD COLUMN disabled_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE identity.users DROP COLUMN disabled_at');
    await queryRunner.query('DROP TABLE identity.exporter_account_claims');
  }
}
