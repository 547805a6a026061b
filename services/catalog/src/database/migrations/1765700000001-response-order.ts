import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The published response figures also on the exporter's own row, so the public list reads them with
 * its other columns and "sort by response rate" walks an index like the other orders (reading them
 * from exporter_metrics per exporter made that sort a probe and a sort of every public exporter:
 * 0.6-1 s at 100,000). Written only when a figure changes.
 */
export class ResponseOrder1765700000001 implements MigrationInterface {
  name = 'ResponseOrder1765700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE catalog.exporters
        ADD COLUMN response_rate numeric(5, 2), ADD COLUMN median_response_minutes integer`);
    await queryRunner.query(`
      UPDATE catalog.exporters e SET response_rate = m.response_rate, median_response_minutes = m.avg_response_time
        FROM catalog.exporter_metrics m
       WHERE m.exporter_id = e.id AND m.response_rate IS NOT NULL`);
    await queryRunner.query(`
      CREATE INDEX exporters_public_response_idx ON catalog.exporters
        (response_rate DESC NULLS LAST, merit DESC, company_name, id) WHERE status = 'approved'`);
    await queryRunner.query('DROP INDEX catalog.exporter_metrics_response_idx');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX exporter_metrics_response_idx ON catalog.exporter_metrics (response_rate, exporter_id)
        WHERE response_rate IS NOT NULL`);
    await queryRunner.query('DROP INDEX catalog.exporters_public_response_idx');
    await queryRunner.query(
      'ALTER TABLE catalog.exporters DROP COLUMN median_response_minutes, DROP COLUMN response_rate',
    );
  }
}
