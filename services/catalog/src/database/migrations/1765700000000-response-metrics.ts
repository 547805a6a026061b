import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Response figures from messaging's events: one row per inquiry and per conversation (when it
 * arrived, when the exporter first answered), filled in whatever order the events come; the
 * exporter's rate and median are recomputed from them into exporter_metrics, null until there are
 * enough (the old 0.00 default meant "unknown"). Profile views are also kept per day (the workspace's
 * 30-day chart).
 */
export class ResponseMetrics1765700000000 implements MigrationInterface {
  name = 'ResponseMetrics1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalog.exporter_responses (
        kind varchar(20) NOT NULL CHECK (kind IN ('inquiry', 'conversation')),
        source_id integer NOT NULL,
        exporter_id integer NOT NULL REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        received_at timestamptz,
        responded_at timestamptz,
        PRIMARY KEY (kind, source_id)
      )`);
    await queryRunner.query(
      'CREATE INDEX exporter_responses_exporter_idx ON catalog.exporter_responses (exporter_id, received_at)',
    );
    await queryRunner.query(`
      CREATE TABLE catalog.exporter_daily_views (
        exporter_id integer NOT NULL REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        day date NOT NULL,
        views integer NOT NULL DEFAULT 0,
        PRIMARY KEY (exporter_id, day)
      )`);
    await queryRunner.query(`
      ALTER TABLE catalog.exporter_metrics
        ALTER COLUMN response_rate DROP NOT NULL, ALTER COLUMN response_rate DROP DEFAULT`);
    await queryRunner.query(
      'UPDATE catalog.exporter_metrics SET response_rate = NULL, avg_response_time = NULL',
    );
    // The browse filter and sort read the rate by exporter (a probe per listed exporter).
    await queryRunner.query(
      'CREATE INDEX exporter_metrics_response_idx ON catalog.exporter_metrics (response_rate, exporter_id) WHERE response_rate IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX catalog.exporter_metrics_response_idx');
    await queryRunner.query(
      'UPDATE catalog.exporter_metrics SET response_rate = 0 WHERE response_rate IS NULL',
    );
    await queryRunner.query(`
      ALTER TABLE catalog.exporter_metrics
        ALTER COLUMN response_rate SET DEFAULT 0.00, ALTER COLUMN response_rate SET NOT NULL`);
    await queryRunner.query('DROP TABLE catalog.exporter_daily_views');
    await queryRunner.query('DROP TABLE catalog.exporter_responses');
  }
}
