import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A buyer that deleted its account (issue 33): its directory row keeps only its id and when it was deleted;
 * conversations show it as "Deleted user".
 */
export class DeletedBuyers1767300000000 implements MigrationInterface {
  name = 'DeletedBuyers1767300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE messaging.buyer_directory ADD COLUMN deleted_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE messaging.buyer_directory DROP COLUMN deleted_at');
  }
}
