import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Forgot password?" for the admin console too (issue 18): a link may be for an admin credential
 * (`account_kind` 'admin', `account_id` = admin_credentials.id), mailed to its linked user's address.
 */
export class AdminPasswordLinks1765600000001 implements MigrationInterface {
  name = 'AdminPasswordLinks1765600000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE identity.password_links
        DROP CONSTRAINT password_links_account_kind_check,
        ADD CONSTRAINT password_links_account_kind_check CHECK (account_kind IN ('user', 'buyer', 'admin'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM identity.password_links WHERE account_kind = 'admin'");
    await queryRunner.query(`
      ALTER TABLE identity.password_links
        DROP CONSTRAINT password_links_account_kind_check,
        ADD CONSTRAINT password_links_account_kind_check CHECK (account_kind IN ('user', 'buyer'))`);
  }
}
