import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in of the admin console (issue 19): a TOTP secret waiting for its first code
 * (pending) and the confirmed one, the last time step a sign-in used (a code works once), and
 * recovery codes, of which only the sha256 is kept and each is used once (used_at).
 */
export class AdminTwoFactor1766300000001 implements MigrationInterface {
  name = 'AdminTwoFactor1766300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE identity.admin_credentials
        ADD COLUMN two_factor_enabled boolean NOT NULL DEFAULT false,
        ADD COLUMN two_factor_secret varchar(64),
        ADD COLUMN two_factor_pending_secret varchar(64),
        ADD COLUMN two_factor_last_step integer,
        ADD CONSTRAINT admin_credentials_two_factor_check
          CHECK (NOT two_factor_enabled OR two_factor_secret IS NOT NULL)`);
    await queryRunner.query(`
      CREATE TABLE identity.admin_recovery_codes (
        id serial PRIMARY KEY,
        admin_id integer NOT NULL REFERENCES identity.admin_credentials (id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT admin_recovery_codes_admin_code_key UNIQUE (admin_id, code_hash)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE identity.admin_recovery_codes');
    await queryRunner.query(`
      ALTER TABLE identity.admin_credentials
        DROP CONSTRAINT admin_credentials_two_factor_check,
        DROP COLUMN two_factor_last_step,
        DROP COLUMN two_factor_pending_secret,
        DROP COLUMN two_factor_secret,
        DROP COLUMN two_factor_enabled`);
  }
}
