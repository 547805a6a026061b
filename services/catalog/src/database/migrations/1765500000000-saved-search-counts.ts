import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A saved search keeps the counts it last showed (matches, capped, new since last opened) and when they
 * were counted: the dashboard reads them as they are for up to SAVED_SEARCH_COUNTS_TTL_MS and counts
 * again only after that, so a buyer's dashboard costs no exporter-list statements per search on every load.
 */
export class SavedSearchCounts1765500000000 implements MigrationInterface {
  name = 'SavedSearchCounts1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE catalog.saved_searches
        ADD COLUMN match_count integer,
        ADD COLUMN match_count_capped boolean NOT NULL DEFAULT false,
        ADD COLUMN new_count integer,
        ADD COLUMN counted_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE catalog.saved_searches
        DROP COLUMN match_count, DROP COLUMN match_count_capped, DROP COLUMN new_count, DROP COLUMN counted_at`);
  }
}
