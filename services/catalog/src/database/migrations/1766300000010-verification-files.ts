import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded evidence files (issue 19) in `verification_documents`, beside the links:
 * - `check_type`: the check a document is for, also before a submission takes it (`request_id` null: uploaded
 *   for the check's next submission). Links take their submission's check.
 * - `storage_key`, `content_type`, `size_bytes`: the file in the private document store (null for links).
 *   `file_url` holds the download route, for administrators and the exporter only.
 */
export class VerificationFiles1766300000010 implements MigrationInterface {
  name = 'VerificationFiles1766300000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE catalog.verification_documents
        ADD COLUMN check_type varchar(30)
          CHECK (check_type IN ('contact', 'legal_entity', 'membership', 'site')),
        ADD COLUMN storage_key varchar(100) UNIQUE,
        ADD COLUMN content_type varchar(50),
        ADD COLUMN size_bytes integer CHECK (size_bytes >= 0),
        ADD CONSTRAINT verification_documents_file_check
          CHECK ((storage_key IS NULL) = (content_type IS NULL) AND (storage_key IS NULL) = (size_bytes IS NULL))`);
    await queryRunner.query(`
      UPDATE catalog.verification_documents d SET check_type = r.check_type
        FROM catalog.verification_requests r WHERE r.id = d.request_id`);
    // The files waiting for a check's next submission (each upload counts them).
    await queryRunner.query(`
      CREATE INDEX verification_documents_unsent_idx
        ON catalog.verification_documents (exporter_id, check_type) WHERE request_id IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX catalog.verification_documents_unsent_idx');
    await queryRunner.query(`
      ALTER TABLE catalog.verification_documents
        DROP CONSTRAINT verification_documents_file_check,
        DROP COLUMN size_bytes, DROP COLUMN content_type, DROP COLUMN storage_key, DROP COLUMN check_type`);
  }
}
