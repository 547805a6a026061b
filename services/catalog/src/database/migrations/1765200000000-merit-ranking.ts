import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ranking that cannot be bought, product-aware search and the list's new filters and orders.
 *
 * - `exporters.merit` (0–100, a stored generated column): 50 for verification plus up to 50 for a
 *   complete profile (exporter_merit). Browse order is merit, then name; a search's relevance is its
 *   text rank scaled by merit (search_score). The premium plan no longer orders anything: premium
 *   members get a labelled Sponsored slot (exporters_sponsored_idx), apart from the ranked list.
 * - Searches of several plain words ("basmati rice") are answered from the postings too: the
 *   words' rarest lexeme (search_driver) is read in rank order and each posting is checked for the
 *   other words by primary key, so their cost stops at SEARCH_RESULT_LIMIT matches, as one word's does.
 * - `exporters.business_type`, `products.search_vector` (products matched by a search, and the
 *   product list) and `products.minimum_order_quantity` (the leading number of "2,000 kg").
 */
export class MeritRanking1765200000000 implements MigrationInterface {
  name = 'MeritRanking1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE catalog.exporters ADD COLUMN business_type varchar(50)`);
    await queryRunner.query(`
      CREATE FUNCTION catalog.exporter_merit(
        is_verified boolean, description text, logo_url text, website text, phone text,
        contact_person text, address text, established_year integer, certifications text[],
        business_type text
      ) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT (CASE WHEN is_verified THEN 50 ELSE 0 END
              + CASE WHEN length(description) >= 100 THEN 10 ELSE 0 END
              + CASE WHEN logo_url IS NOT NULL THEN 8 ELSE 0 END
              + CASE WHEN website IS NOT NULL THEN 6 ELSE 0 END
              + CASE WHEN phone IS NOT NULL THEN 6 ELSE 0 END
              + CASE WHEN contact_person IS NOT NULL THEN 4 ELSE 0 END
              + CASE WHEN address IS NOT NULL THEN 4 ELSE 0 END
              + CASE WHEN established_year IS NOT NULL THEN 4 ELSE 0 END
              + CASE WHEN cardinality(certifications) > 0 THEN 4 ELSE 0 END
              + CASE WHEN business_type IS NOT NULL THEN 4 ELSE 0 END)::smallint
      $$`);
    await queryRunner.query(`
      ALTER TABLE catalog.exporters ADD COLUMN merit smallint NOT NULL GENERATED ALWAYS AS (
        catalog.exporter_merit(is_verified, description, logo_url, website, phone, contact_person,
                               address, established_year, certifications, business_type)) STORED`);
    // A text rank scaled by merit: at equal match, a verified, complete profile ranks up to 2× higher.
    await queryRunner.query(`
      CREATE FUNCTION catalog.search_score(relevance real, merit smallint) RETURNS real
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (relevance * (1 + merit / 100.0))::real $$`);

    await this.createListIndexes(queryRunner);
    await this.rebuildPostings(queryRunner);
    await this.createSearchFunctions(queryRunner);
    await this.createProductColumns(queryRunner);
  }

  private async createListIndexes(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX catalog.exporters_public_order_idx');
    await queryRunner.query('DROP INDEX catalog.exporters_public_city_order_idx');
    await queryRunner.query(`
      CREATE INDEX exporters_public_order_idx ON catalog.exporters (merit DESC, company_name, id)
        INCLUDE (is_verified) WHERE status = 'approved'`);
    await queryRunner.query(`
      CREATE INDEX exporters_public_city_order_idx ON catalog.exporters (city, merit DESC, company_name, id)
        INCLUDE (is_verified) WHERE status = 'approved'`);
    await queryRunner.query(`
      CREATE INDEX exporters_public_newest_idx ON catalog.exporters (created_at DESC, id DESC)
        WHERE status = 'approved'`);
    await queryRunner.query(`
      CREATE INDEX exporters_public_years_idx ON catalog.exporters (established_year NULLS LAST, company_name, id)
        WHERE status = 'approved'`);
    await queryRunner.query(`
      CREATE INDEX exporters_sponsored_idx ON catalog.exporters (merit DESC, id)
        WHERE status = 'approved' AND is_premium`);
  }

  /** Postings ranked by search_score; the plan (is_premium) leaves them. */
  private async rebuildPostings(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER exporters_search_postings_update ON catalog.exporters');
    await queryRunner.query('DROP FUNCTION catalog.exporter_search_postings(catalog.exporters)');
    await queryRunner.query('TRUNCATE catalog.search_postings');
    await queryRunner.query('DROP INDEX catalog.search_postings_rank_idx');
    await queryRunner.query('ALTER TABLE catalog.search_postings DROP COLUMN is_premium');
    // A search of several words probes each posting of its rarest word for the others by this key:
    // with the rank in the index, from the index alone.
    await queryRunner.query(`
      ALTER TABLE catalog.search_postings DROP CONSTRAINT search_postings_pkey,
        ADD CONSTRAINT search_postings_pkey PRIMARY KEY (exporter_id, lexeme) INCLUDE (rank)`);
    await queryRunner.query(`
      CREATE INDEX search_postings_rank_idx ON catalog.search_postings
        (lexeme, rank DESC, exporter_id) INCLUDE (is_verified, city)`);
    await queryRunner.query(`
      CREATE FUNCTION catalog.exporter_search_postings(e catalog.exporters)
      RETURNS SETOF catalog.search_postings LANGUAGE sql STABLE AS $$
        SELECT e.id, w.lexeme,
               catalog.search_score(ts_rank_cd(e.search_vector, catalog.lexeme_query(w.lexeme)), e.merit),
               e.is_verified, e.city
          FROM unnest(e.search_vector) AS w
         WHERE e.status = 'approved'
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER exporters_search_postings_update AFTER UPDATE ON catalog.exporters
        FOR EACH ROW WHEN ((OLD.status = 'approved' OR NEW.status = 'approved') AND
          (OLD.status, OLD.search_vector, OLD.merit, OLD.is_verified, OLD.city)
            IS DISTINCT FROM (NEW.status, NEW.search_vector, NEW.merit, NEW.is_verified, NEW.city))
        EXECUTE FUNCTION catalog.exporters_replace_search_postings()`);
    await queryRunner.query(`
      INSERT INTO catalog.search_postings
        SELECT p.* FROM catalog.exporters e, catalog.exporter_search_postings(e) p`);
  }

  private async createSearchFunctions(queryRunner: QueryRunner): Promise<void> {
    // The lexemes of a search that is only words (websearch_to_tsquery gives 'a' & 'b' & …: no
    // phrase, "or" or "-word"), at most 4; null otherwise (the full-text path answers those).
    await queryRunner.query(`
      CREATE FUNCTION catalog.search_lexemes(query text) RETURNS text[]
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
      DECLARE
        lexemes text[] := tsvector_to_array(to_tsvector('english', query));
        shape text := regexp_replace(websearch_to_tsquery('english', query)::text, '''(?:[^'']|'''')*''', 'w', 'g');
      BEGIN
        IF cardinality(lexemes) BETWEEN 1 AND 4 AND shape ~ '^w( & w)*$' THEN
          RETURN lexemes;
        END IF;
        RETURN NULL;
      END $$`);
    // The lexeme with the fewest postings, counted up to 501 (one past SEARCH_RESULT_LIMIT): a word
    // with fewer is the cheapest to read whole; between two with more, either reads about 501.
    await queryRunner.query(`
      CREATE FUNCTION catalog.search_driver(lexemes text[]) RETURNS text
      LANGUAGE plpgsql STABLE AS $$
      DECLARE
        word text;
        best text;
        best_count integer;
        postings integer;
      BEGIN
        IF cardinality(lexemes) = 1 THEN RETURN lexemes[1]; END IF;
        FOREACH word IN ARRAY lexemes LOOP
          SELECT count(*) INTO postings
            FROM (SELECT 1 FROM catalog.search_postings p WHERE p.lexeme = word LIMIT 501) s;
          IF best IS NULL OR postings < best_count THEN
            best := word;
            best_count := postings;
          END IF;
        END LOOP;
        RETURN best;
      END $$`);
    // Any of the search's words, for the products a search shows on an exporter's card.
    await queryRunner.query(`
      CREATE FUNCTION catalog.any_word_query(query text) RETURNS tsquery
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(string_agg(catalog.lexeme_query(l)::text, ' | '), '')::tsquery
          FROM unnest(tsvector_to_array(to_tsvector('english', query))) AS l
      $$`);
    await queryRunner.query('DROP FUNCTION catalog.search_lexeme(text)');
  }

  private async createProductColumns(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION catalog.leading_quantity(minimum_order text) RETURNS numeric
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT replace(substring(minimum_order FROM '^\\s*([0-9][0-9,]*(?:\\.[0-9]+)?)'), ',', '')::numeric
      $$`);
    await queryRunner.query(`
      ALTER TABLE catalog.products
        ADD COLUMN search_vector tsvector NOT NULL GENERATED ALWAYS AS (
          setweight(to_tsvector('english', name), 'A') ||
          setweight(to_tsvector('english', coalesce(description, '')), 'B')) STORED,
        ADD COLUMN minimum_order_quantity numeric GENERATED ALWAYS AS (
          catalog.leading_quantity(minimum_order)) STORED`);
    await queryRunner.query(
      'CREATE INDEX products_search_vector_idx ON catalog.products USING gin (search_vector)',
    );
    await queryRunner.query(
      'CREATE INDEX products_newest_idx ON catalog.products (created_at DESC, id DESC)',
    );
    await queryRunner.query(
      'CREATE INDEX products_minimum_order_idx ON catalog.products (exporter_id, minimum_order_quantity)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX catalog.products_minimum_order_idx');
    await queryRunner.query('DROP INDEX catalog.products_newest_idx');
    await queryRunner.query('DROP INDEX catalog.products_search_vector_idx');
    await queryRunner.query(
      'ALTER TABLE catalog.products DROP COLUMN search_vector, DROP COLUMN minimum_order_quantity',
    );
    await queryRunner.query('DROP FUNCTION catalog.leading_quantity(text)');

    await queryRunner.query(`
      CREATE FUNCTION catalog.search_lexeme(query text) RETURNS text
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
      DECLARE lexemes text[] := tsvector_to_array(to_tsvector('english', query));
      BEGIN
        IF cardinality(lexemes) = 1
           AND websearch_to_tsquery('english', query) = catalog.lexeme_query(lexemes[1]) THEN
          RETURN lexemes[1];
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query('DROP FUNCTION catalog.any_word_query(text)');
    await queryRunner.query('DROP FUNCTION catalog.search_driver(text[])');
    await queryRunner.query('DROP FUNCTION catalog.search_lexemes(text)');

    await queryRunner.query('DROP TRIGGER exporters_search_postings_update ON catalog.exporters');
    await queryRunner.query('DROP FUNCTION catalog.exporter_search_postings(catalog.exporters)');
    await queryRunner.query('TRUNCATE catalog.search_postings');
    await queryRunner.query('DROP INDEX catalog.search_postings_rank_idx');
    await queryRunner.query(`
      ALTER TABLE catalog.search_postings DROP CONSTRAINT search_postings_pkey,
        ADD CONSTRAINT search_postings_pkey PRIMARY KEY (exporter_id, lexeme)`);
    await queryRunner.query(
      'ALTER TABLE catalog.search_postings ADD COLUMN is_premium boolean NOT NULL DEFAULT false',
    );
    await queryRunner.query('ALTER TABLE catalog.search_postings ALTER COLUMN is_premium DROP DEFAULT');
    await queryRunner.query(`
      CREATE INDEX search_postings_rank_idx ON catalog.search_postings
        (lexeme, rank DESC, is_premium DESC, exporter_id) INCLUDE (is_verified, city)`);
    // The column order of SearchPostings1764200000000's table is gone (is_premium is last now).
    await queryRunner.query(`
      CREATE FUNCTION catalog.exporter_search_postings(e catalog.exporters)
      RETURNS SETOF catalog.search_postings LANGUAGE sql STABLE AS $$
        SELECT e.id, w.lexeme, ts_rank_cd(e.search_vector, catalog.lexeme_query(w.lexeme)),
               e.is_verified, e.city, e.is_premium
          FROM unnest(e.search_vector) AS w
         WHERE e.status = 'approved'
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER exporters_search_postings_update AFTER UPDATE ON catalog.exporters
        FOR EACH ROW WHEN ((OLD.status = 'approved' OR NEW.status = 'approved') AND
          (OLD.status, OLD.search_vector, OLD.is_premium, OLD.is_verified, OLD.city)
            IS DISTINCT FROM (NEW.status, NEW.search_vector, NEW.is_premium, NEW.is_verified, NEW.city))
        EXECUTE FUNCTION catalog.exporters_replace_search_postings()`);
    await queryRunner.query(`
      INSERT INTO catalog.search_postings
        SELECT p.* FROM catalog.exporters e, catalog.exporter_search_postings(e) p`);

    await queryRunner.query('DROP INDEX catalog.exporters_sponsored_idx');
    await queryRunner.query('DROP INDEX catalog.exporters_public_years_idx');
    await queryRunner.query('DROP INDEX catalog.exporters_public_newest_idx');
    await queryRunner.query('DROP INDEX catalog.exporters_public_city_order_idx');
    await queryRunner.query('DROP INDEX catalog.exporters_public_order_idx');
    await queryRunner.query(`
      CREATE INDEX exporters_public_order_idx ON catalog.exporters
        (is_premium DESC, is_verified DESC, company_name, id) WHERE status = 'approved'`);
    await queryRunner.query(`
      CREATE INDEX exporters_public_city_order_idx ON catalog.exporters
        (city, is_premium DESC, is_verified DESC, company_name, id) WHERE status = 'approved'`);
    await queryRunner.query('DROP FUNCTION catalog.search_score(real, smallint)');
    await queryRunner.query('ALTER TABLE catalog.exporters DROP COLUMN merit');
    await queryRunner.query(
      'DROP FUNCTION catalog.exporter_merit(boolean, text, text, text, text, text, text, integer, text[], text)',
    );
    await queryRunner.query('ALTER TABLE catalog.exporters DROP COLUMN business_type');
  }
}
