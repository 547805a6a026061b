import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The home page counts the last 30 days' inquiries: an index on their date keeps that a range scan. */
export class ContactsByDate1764600000000 implements MigrationInterface {
  name = 'ContactsByDate1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX contact_requests_created_idx ON messaging.contact_requests (created_at)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX messaging.contact_requests_created_idx');
  }
}
