import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The signed-in buyer who sent an inquiry (identity's buyer user id; null for anonymous inquiries). */
export class InquiryBuyer1765000000001 implements MigrationInterface {
  name = 'InquiryBuyer1765000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE messaging.contact_requests ADD COLUMN buyer_user_id integer');
    await queryRunner.query(
      `CREATE INDEX contact_requests_buyer_idx ON messaging.contact_requests (buyer_user_id, created_at DESC)
        WHERE buyer_user_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX messaging.contact_requests_buyer_idx');
    await queryRunner.query('ALTER TABLE messaging.contact_requests DROP COLUMN buyer_user_id');
  }
}
