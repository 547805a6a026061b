import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The verification ladder (issue 19), on the spec's tables:
 * - `verification_requests`: one submission of one check (contact, legal_entity, membership, site) with its
 *   evidence in `documents`, reviewed by an administrator with notes. One pending submission per check.
 * - `verification_checklists`: per exporter and check, the last approval (`completed_at`); a check lapses a
 *   year after it (computed when read).
 * - `verification_documents` (AdminConsole1766300000000) gains `request_id`: the links of a submission.
 * - `verification_email_codes`: the contact check's e-mailed code (hashed), one per exporter.
 * - `verification_verdicts`: whether the ladder's rule held when last applied, so `exporters.is_verified`
 *   moves only when the ladder's verdict does (an administrator's hand-set flag stands until then).
 */
export class VerificationLadder1766300000001 implements MigrationInterface {
  name = 'VerificationLadder1766300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const checks = "('contact', 'legal_entity', 'membership', 'site')";
    await queryRunner.query(`
      CREATE TABLE catalog.verification_requests (
        id serial PRIMARY KEY,
        exporter_id integer NOT NULL REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        requested_by integer NOT NULL,
        check_type varchar(30) NOT NULL CHECK (check_type IN ${checks}),
        status varchar(20) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        documents jsonb NOT NULL,
        admin_notes text,
        reviewed_by integer,
        reviewed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX verification_requests_one_pending_idx
        ON catalog.verification_requests (exporter_id, check_type) WHERE status = 'pending'`);
    await queryRunner.query(`
      CREATE INDEX verification_requests_exporter_idx
        ON catalog.verification_requests (exporter_id, check_type, id)`);
    await queryRunner.query(`
      CREATE INDEX verification_requests_review_idx ON catalog.verification_requests (created_at, id)`);
    await queryRunner.query(`
      CREATE TABLE catalog.verification_checklists (
        id serial PRIMARY KEY,
        exporter_id integer NOT NULL REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        checklist_item varchar(30) NOT NULL CHECK (checklist_item IN ${checks}),
        is_completed boolean NOT NULL DEFAULT false,
        completed_by integer,
        completed_at timestamptz,
        notes text,
        request_id integer REFERENCES catalog.verification_requests (id) ON DELETE SET NULL,
        UNIQUE (exporter_id, checklist_item)
      )`);
    await queryRunner.query(`
      ALTER TABLE catalog.verification_documents
        ADD COLUMN request_id integer REFERENCES catalog.verification_requests (id) ON DELETE CASCADE`);
    await queryRunner.query(
      'CREATE INDEX verification_documents_request_idx ON catalog.verification_documents (request_id)',
    );
    await queryRunner.query(`
      CREATE TABLE catalog.verification_email_codes (
        exporter_id integer PRIMARY KEY REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        email varchar(255) NOT NULL,
        code_hash varchar(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE catalog.verification_verdicts (
        exporter_id integer PRIMARY KEY REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        meets_rule boolean NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE INDEX verification_verdicts_met_idx ON catalog.verification_verdicts (exporter_id) WHERE meets_rule`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE catalog.verification_verdicts');
    await queryRunner.query('DROP TABLE catalog.verification_email_codes');
    await queryRunner.query('DROP INDEX catalog.verification_documents_request_idx');
    await queryRunner.query('ALTER TABLE catalog.verification_documents DROP COLUMN request_id');
    await queryRunner.query('DROP TABLE catalog.verification_checklists');
    await queryRunner.query('DROP TABLE catalog.verification_requests');
  }
}
