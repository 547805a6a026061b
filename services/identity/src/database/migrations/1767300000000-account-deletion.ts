import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Buyers and exporters delete their accounts (issue 33): the row stays (other services refer to its id),
 * erased of its e-mail, names and password, with the moment it was deleted. A deleted account is nobody's.
 */
export class AccountDeletion1767300000000 implements MigrationInterface {
  name = 'AccountDeletion1767300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE identity.buyer_users ADD COLUMN deleted_at timestamptz');
    await queryRunner.query('ALTER TABLE identity.users ADD COLUMN deleted_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE identity.users DROP COLUMN deleted_at');
    await queryRunner.query('ALTER TABLE identity.buyer_users DROP COLUMN deleted_at');
  }
}
