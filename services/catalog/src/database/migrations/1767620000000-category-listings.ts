import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Category pages in index order (issue "Performance at scale"). A list filtered by category used to find
 * the category's exporters by EXISTS on exporter_categories and sort all of them by the list's order for
 * every page (~65 ms at 100,000 exporters). `category_listings` holds one row per (approved exporter,
 * category) with the exporter's order keys (merit, name, listing date, year, response rate) and the
 * indexed filters (city, verified), copied from `exporters`; an index per list order walks a category's
 * exporters in that order and stops after offset + limit. Like `search_postings`, triggers keep it in
 * step: an exporter's row changes (status, order keys, filters) replace its listings, an
 * exporter_categories row adds or removes one. `refresh_category_listings()` rebuilds it (the bench's
 * bulk seed, which loads with triggers off).
 */
export class CategoryListings1767620000000 implements MigrationInterface {
  name = 'CategoryListings1767620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalog.category_listings (
        exporter_id integer NOT NULL REFERENCES catalog.exporters (id) ON DELETE CASCADE,
        category_id integer NOT NULL REFERENCES catalog.categories (id) ON DELETE CASCADE,
        merit smallint NOT NULL,
        company_name character varying(255) NOT NULL,
        created_at timestamp with time zone NOT NULL,
        established_year integer,
        response_rate numeric(5, 2),
        city character varying(100),
        is_verified boolean NOT NULL,
        PRIMARY KEY (exporter_id, category_id)
      )`);
    // One index per list order (exporter-list.sql.ts SORT_KEYS), led by the category, with the indexed
    // filters included: a page is read from the index alone, filtered by city and verified as it goes.
    const orders = {
      order: 'merit DESC, company_name, exporter_id',
      newest: 'created_at DESC, exporter_id DESC',
      years: 'established_year NULLS LAST, company_name, exporter_id',
      response: 'response_rate DESC NULLS LAST, merit DESC, company_name, exporter_id',
    };
    for (const [name, keys] of Object.entries(orders)) {
      await queryRunner.query(`
        CREATE INDEX category_listings_${name}_idx ON catalog.category_listings (category_id, ${keys})
          INCLUDE (city, is_verified)`);
    }
    // An exporter's listings: its categories' rows when it is approved, none otherwise.
    await queryRunner.query(`
      CREATE FUNCTION catalog.exporter_category_listings(e catalog.exporters)
      RETURNS SETOF catalog.category_listings LANGUAGE sql STABLE AS $$
        SELECT e.id, ec.category_id, e.merit, e.company_name, e.created_at, e.established_year,
               e.response_rate, e.city, e.is_verified
          FROM catalog.exporter_categories ec
         WHERE ec.exporter_id = e.id AND e.status = 'approved'
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION catalog.exporters_replace_category_listings() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          DELETE FROM catalog.category_listings WHERE exporter_id = OLD.id;
        END IF;
        IF TG_OP <> 'DELETE' THEN
          INSERT INTO catalog.category_listings SELECT * FROM catalog.exporter_category_listings(NEW);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER exporters_category_listings_update AFTER UPDATE ON catalog.exporters
        FOR EACH ROW WHEN ((OLD.status = 'approved' OR NEW.status = 'approved') AND
          (OLD.status, OLD.merit, OLD.company_name, OLD.created_at, OLD.established_year, OLD.response_rate,
           OLD.city, OLD.is_verified)
            IS DISTINCT FROM (NEW.status, NEW.merit, NEW.company_name, NEW.created_at, NEW.established_year,
           NEW.response_rate, NEW.city, NEW.is_verified))
        EXECUTE FUNCTION catalog.exporters_replace_category_listings()`);
    // An exporter's categories are written after its row: the exporter_categories triggers add them.
    await queryRunner.query(`
      CREATE FUNCTION catalog.exporter_categories_replace_listings() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          DELETE FROM catalog.category_listings
           WHERE exporter_id = OLD.exporter_id AND category_id = OLD.category_id;
        END IF;
        IF TG_OP <> 'DELETE' THEN
          INSERT INTO catalog.category_listings
            SELECT l.* FROM catalog.exporters e, catalog.exporter_category_listings(e) l
             WHERE e.id = NEW.exporter_id AND l.category_id = NEW.category_id
            ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER exporter_categories_listings AFTER INSERT OR UPDATE OR DELETE ON catalog.exporter_categories
        FOR EACH ROW EXECUTE FUNCTION catalog.exporter_categories_replace_listings()`);
    await queryRunner.query(`
      CREATE FUNCTION catalog.refresh_category_listings() RETURNS void LANGUAGE sql AS $$
        DELETE FROM catalog.category_listings;
        INSERT INTO catalog.category_listings
          SELECT l.* FROM catalog.exporters e, catalog.exporter_category_listings(e) l
           ORDER BY l.exporter_id, l.category_id;
      $$`);
    await queryRunner.query('SELECT catalog.refresh_category_listings()');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER exporter_categories_listings ON catalog.exporter_categories');
    await queryRunner.query('DROP TRIGGER exporters_category_listings_update ON catalog.exporters');
    await queryRunner.query('DROP FUNCTION catalog.refresh_category_listings()');
    await queryRunner.query('DROP FUNCTION catalog.exporter_categories_replace_listings()');
    await queryRunner.query('DROP FUNCTION catalog.exporters_replace_category_listings()');
    await queryRunner.query('DROP FUNCTION catalog.exporter_category_listings(catalog.exporters)');
    await queryRunner.query('DROP TABLE catalog.category_listings');
  }
}
