import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Exporters answer inquiries: replied (the conversation it opened or continued) or declined with a
 * reason, and when first (the response time the catalog's metrics read from the event). The
 * directory learns each exporter's plan, which decides how many inquiries a month show their contact.
 */
export class InquiryReplies1766200000000 implements MigrationInterface {
  name = 'InquiryReplies1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE messaging.contact_requests
        ADD COLUMN decline_reason varchar(500),
        ADD COLUMN responded_at timestamptz,
        ADD COLUMN conversation_id integer REFERENCES messaging.conversations (id) ON DELETE SET NULL,
        ADD COLUMN reply_count integer NOT NULL DEFAULT 0`);
    // 'read' was never written by anything; an inquiry is pending until answered.
    await queryRunner.query(
      "UPDATE messaging.contact_requests SET status = 'pending' WHERE status NOT IN ('pending', 'replied')",
    );
    await queryRunner.query(`
      ALTER TABLE messaging.contact_requests ADD CONSTRAINT contact_requests_status_check
        CHECK (status IN ('pending', 'replied', 'declined'))`);
    await queryRunner.query(
      'ALTER TABLE messaging.exporter_directory ADD COLUMN is_premium boolean NOT NULL DEFAULT false',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE messaging.exporter_directory DROP COLUMN is_premium');
    await queryRunner.query(
      'ALTER TABLE messaging.contact_requests DROP CONSTRAINT contact_requests_status_check',
    );
    await queryRunner.query(`
      ALTER TABLE messaging.contact_requests
        DROP COLUMN reply_count, DROP COLUMN conversation_id, DROP COLUMN responded_at, DROP COLUMN decline_reason`);
  }
}
