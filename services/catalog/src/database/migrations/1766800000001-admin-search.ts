import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin exporter list's search (issue 19) over one column instead of three.
 *
 * `exporters.admin_search` is company name, e-mail and contact person, lower-cased, one per line
 * (stored, generated). Its one trigram index answers a rare term; a common one ("international",
 * ~7,000 of 100,000) is read along the list's order instead, from the created-at indexes, which now
 * carry the column and the filters (status, plan): the capped count stops after
 * ADMIN_EXPORTER_COUNT_LIMIT + 1 index entries that match, and the page after its own, index-only.
 * Before, every search built and OR-ed three trigram bitmaps of every match (~14 ms for that word).
 */
export class AdminSearch1766800000001 implements MigrationInterface {
  name = 'AdminSearch1766800000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE catalog.exporters ADD COLUMN admin_search text NOT NULL GENERATED ALWAYS AS (
        lower(company_name || E'\\n' || email || E'\\n' || coalesce(contact_person, ''))) STORED`);
    for (const name of ['company', 'email', 'contact'])
      await queryRunner.query(`DROP INDEX catalog.exporters_admin_${name}_trgm_idx`);
    await queryRunner.query(`
      CREATE INDEX exporters_admin_search_trgm_idx ON catalog.exporters
        USING gin (admin_search public.gin_trgm_ops)`);
    await queryRunner.query('DROP INDEX catalog.exporters_admin_created_idx');
    await queryRunner.query('DROP INDEX catalog.exporters_admin_status_created_idx');
    await queryRunner.query(`
      CREATE INDEX exporters_admin_created_idx ON catalog.exporters (created_at, id)
        INCLUDE (status, plan, admin_search)`);
    await queryRunner.query(`
      CREATE INDEX exporters_admin_status_created_idx ON catalog.exporters (status, created_at, id)
        INCLUDE (plan, admin_search)`);
    // The planner weighs the trigram index against the ordered walk by the column's statistics.
    await queryRunner.query('ANALYZE catalog.exporters');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX catalog.exporters_admin_created_idx');
    await queryRunner.query('DROP INDEX catalog.exporters_admin_status_created_idx');
    await queryRunner.query('DROP INDEX catalog.exporters_admin_search_trgm_idx');
    await queryRunner.query('ALTER TABLE catalog.exporters DROP COLUMN admin_search');
    await queryRunner.query('CREATE INDEX exporters_admin_created_idx ON catalog.exporters (created_at, id)');
    await queryRunner.query(
      'CREATE INDEX exporters_admin_status_created_idx ON catalog.exporters (status, created_at, id)',
    );
    for (const [name, column] of [
      ['company', 'company_name'],
      ['email', 'email'],
      ['contact', 'contact_person'],
    ])
      await queryRunner.query(`
        CREATE INDEX exporters_admin_${name}_trgm_idx ON catalog.exporters
          USING gin (lower(${column}) public.gin_trgm_ops)`);
  }
}
