import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Prompt alerts of new buying requests (issue 33): one row per request and exporter of its category,
 * made when the request is posted. The exporter's dashboard lists them (`seen_at` once looked at); up to
 * the day's cap of them are also e-mailed at once (`mailed`), and the daily digest carries the rest.
 * An exporter's categories are those it chose and those of its products (an index to find the latter).
 */
export class RequirementAlerts1767200000000 implements MigrationInterface {
  name = 'RequirementAlerts1767200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalog.requirement_alerts (
        exporter_id integer NOT NULL REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        requirement_id integer NOT NULL REFERENCES catalog.buyer_requirements (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        mailed boolean NOT NULL DEFAULT false,
        seen_at timestamptz,
        PRIMARY KEY (exporter_id, requirement_id)
      )`);
    // The dashboard's newest first, and the day's mails counted against the cap.
    await queryRunner.query(
      'CREATE INDEX requirement_alerts_exporter_idx ON catalog.requirement_alerts (exporter_id, created_at DESC)',
    );
    // An exporter's categories include its products': the exporters of a request's category, by product.
    await queryRunner.query(
      'CREATE INDEX products_category_exporter_idx ON catalog.products (category_id, exporter_id)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX catalog.products_category_exporter_idx');
    await queryRunner.query('DROP TABLE catalog.requirement_alerts');
  }
}
