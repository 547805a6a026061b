import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models that converge whatever the delivery order. Each exporter's catalog events are kept, so an event
 * that arrives late takes its place in the exporter's history and the figures drawn from the history (status
 * changes in the activity list, paid-plan periods and their revenue) are recomputed. A conversation whose status
 * change arrives before its creation has a row without a subject until then, and `status_at` keeps the latest
 * status whatever the order.
 */
export class ReadModelHistories1766400000000 implements MigrationInterface {
  name = 'ReadModelHistories1766400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin.exporter_events (
        id bigserial PRIMARY KEY,
        exporter_id integer NOT NULL,
        -- null: the read model's row as it stood before its history was kept
        event_id uuid UNIQUE,
        change varchar(10) NOT NULL CHECK (change IN ('created', 'updated', 'deleted')),
        occurred_at timestamptz NOT NULL,
        data jsonb NOT NULL
      )`);
    await queryRunner.query(
      'CREATE INDEX exporter_events_by_exporter ON admin.exporter_events (exporter_id, occurred_at)',
    );
    await queryRunner.query('ALTER TABLE admin.conversations ALTER COLUMN subject DROP NOT NULL');
    await queryRunner.query('ALTER TABLE admin.conversations ADD COLUMN status_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE admin.conversations DROP COLUMN status_at');
    await queryRunner.query("UPDATE admin.conversations SET subject = '' WHERE subject IS NULL");
    await queryRunner.query('ALTER TABLE admin.conversations ALTER COLUMN subject SET NOT NULL');
    await queryRunner.query('DROP TABLE admin.exporter_events');
  }
}
