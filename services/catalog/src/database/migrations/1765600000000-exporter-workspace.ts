import { createMailTablesV1, dropMailTablesV1 } from '@ped/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The exporter workspace (issue 18): an account owns at most one exporter (the unique index settles two
 * profiles created at once), a rejection keeps its reason for the exporter to read, every review is
 * recorded (who, when, what, why: the key of its rejection mail), and the catalog's outgoing mail
 * (application received, rejection) goes through the nest-kit mail outbox.
 */
export class ExporterWorkspace1765600000000 implements MigrationInterface {
  name = 'ExporterWorkspace1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE catalog.exporters ADD COLUMN rejection_reason text');
    await queryRunner.query('DROP INDEX catalog.exporters_user_id_idx');
    await queryRunner.query(
      'CREATE UNIQUE INDEX exporters_user_id_key ON catalog.exporters (user_id) WHERE user_id IS NOT NULL',
    );
    await queryRunner.query(`
      CREATE TABLE catalog.exporter_reviews (
        id serial PRIMARY KEY,
        exporter_id integer NOT NULL REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        status varchar(20) NOT NULL CONSTRAINT exporter_reviews_status_check CHECK (status IN ('approved', 'rejected')),
        reason text,
        reviewer_kind varchar(20),
        reviewer_id integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX exporter_reviews_exporter_idx ON catalog.exporter_reviews (exporter_id, id)',
    );
    await createMailTablesV1(queryRunner, 'catalog');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMailTablesV1(queryRunner, 'catalog');
    await queryRunner.query('DROP TABLE catalog.exporter_reviews');
    await queryRunner.query('DROP INDEX catalog.exporters_user_id_key');
    await queryRunner.query('CREATE INDEX exporters_user_id_idx ON catalog.exporters (user_id)');
    await queryRunner.query('ALTER TABLE catalog.exporters DROP COLUMN rejection_reason');
  }
}
