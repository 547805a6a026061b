import type { MigrationInterface, QueryRunner } from 'typeorm';

/** catalog.correct_search as this migration made it (SearchPostings1764200000000 replaces it; its down restores this). */
export const CORRECT_SEARCH_V1 = `
      CREATE FUNCTION catalog.correct_search(query text) RETURNS text
      LANGUAGE sql STABLE AS $$
        SELECT string_agg(
          CASE WHEN t.token ~ '^[[:alpha:]]{3,}$'
                AND t.token <> 'or'
                AND catalog.english_stem(t.token) IS NOT NULL
                AND NOT EXISTS (SELECT 1 FROM catalog.search_words w WHERE w.word = t.token)
                AND NOT EXISTS (SELECT 1 FROM catalog.search_words w WHERE w.stem = catalog.english_stem(t.token))
               THEN coalesce(
                 (SELECT n.word FROM (SELECT w.word FROM catalog.search_words w
                                       ORDER BY w.word OPERATOR(public.<->) t.token LIMIT 1) n
                   WHERE public.similarity(n.word, t.token) >= 0.25),
                 t.token)
               ELSE t.token END,
          ' ' ORDER BY t.position)
        FROM regexp_split_to_table(lower(query), '\\s+') WITH ORDINALITY AS t(token, position)
      $$`;

/**
 * Public reads whose cost does not grow with the directory.
 *
 * - Spelling: the trigram fallback over every exporter's text (100–450 ms at 100,000 exporters) is
 *   replaced by a vocabulary: `search_words` holds every word of the search documents (appended by
 *   a statement trigger) with a trigram index, and `catalog.correct_search(text)` swaps each
 *   unknown word of a query for its nearest known word ("surgicle" → surgical, "rise" → rice)
 *   before the full-text search runs.
 * - Counts: `public_exporter_counts` holds the approved exporters per (category, city, verified)
 *   cell (category 0 = any), recomputed by statement triggers whenever approved exporters or their
 *   categories change, so a browse total is a sum of at most 14 rows instead of a count of 90,000.
 * - Indexes: the full-text index covers approved exporters only (every public read filters on
 *   them), a small one over company names lets a search always rank the exporters whose name
 *   matches (see exporterListSql), and a city's exporters are read in browse order.
 */
export class SearchAtScale1764100000000 implements MigrationInterface {
  name = 'SearchAtScale1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX catalog.exporters_search_trgm_idx');
    await queryRunner.query('DROP INDEX catalog.exporters_search_vector_idx');
    await queryRunner.query(`
      CREATE INDEX exporters_search_vector_idx ON catalog.exporters USING gin (search_vector)
        WHERE status = 'approved'`);
    await queryRunner.query(`
      CREATE INDEX exporters_name_vector_idx ON catalog.exporters
        USING gin (to_tsvector('english', company_name)) WHERE status = 'approved'`);
    // A city's page in browse order, verified read from the index: the walk no longer visits the
    // other five cities' rows. The count indexes go: totals come from public_exporter_counts.
    await queryRunner.query(`
      CREATE INDEX exporters_public_city_order_idx ON catalog.exporters
        (city, is_premium DESC, is_verified DESC, company_name, id) WHERE status = 'approved'`);
    await queryRunner.query('DROP INDEX catalog.exporters_public_city_idx');
    await queryRunner.query('DROP INDEX catalog.exporters_public_verified_idx');

    await this.createVocabulary(queryRunner);
    await this.createCounts(queryRunner);
  }

  private async createVocabulary(queryRunner: QueryRunner): Promise<void> {
    // Each word with its English stem: "export" is known when "exports" is.
    await queryRunner.query(`CREATE TABLE catalog.search_words (word text PRIMARY KEY, stem text)`);
    await queryRunner.query(
      'CREATE INDEX search_words_trgm_idx ON catalog.search_words USING gist (word public.gist_trgm_ops)',
    );
    await queryRunner.query('CREATE INDEX search_words_stem_idx ON catalog.search_words (stem)');
    await queryRunner.query(`
      CREATE FUNCTION catalog.english_stem(word text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
        SELECT (tsvector_to_array(to_tsvector('english', word)))[1]
      $$`);
    // The words of the same text as search_vector, unstemmed ('simple'), as a buyer types them.
    await queryRunner.query(`
      CREATE FUNCTION catalog.search_document_words(
        company_name text, search_terms text, city text, certifications text[], description text
      ) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
        SELECT tsvector_to_array(to_tsvector('simple', concat_ws(' ', company_name, search_terms,
          city, array_to_string(certifications, ' '), description)))
      $$`);
    // Append-only: a word that is no longer used costs a row and, at worst, a correction that
    // finds nothing, which is what the misspelling found anyway.
    await queryRunner.query(`
      CREATE FUNCTION catalog.add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO catalog.search_words (word, stem)
          SELECT w, catalog.english_stem(w) FROM (
            SELECT DISTINCT w FROM new_rows r, unnest(catalog.search_document_words(
              r.company_name, r.search_terms, r.city, r.certifications, r.description)) AS w) words
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER exporters_search_words_insert AFTER INSERT ON catalog.exporters
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION catalog.add_search_words()`);
    await queryRunner.query(`
      CREATE TRIGGER exporters_search_words_update AFTER UPDATE ON catalog.exporters
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION catalog.add_search_words()`);
    await queryRunner.query(`
      INSERT INTO catalog.search_words (word, stem)
        SELECT w, catalog.english_stem(w) FROM (
          SELECT DISTINCT w FROM catalog.exporters e, unnest(catalog.search_document_words(
            e.company_name, e.search_terms, e.city, e.certifications, e.description)) AS w) words`);
    // Words of three letters or more that are neither known (as typed or by stem) nor stop words
    // are replaced by the most similar known word (trigram similarity at least 0.25: "rise" →
    // "rice" is 0.25); quoted phrases, "-word", "or", numbers and anything else pass through to
    // websearch_to_tsquery as typed.
    await queryRunner.query(CORRECT_SEARCH_V1);
  }

  private async createCounts(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalog.public_exporter_counts (
        category_id integer NOT NULL,
        city varchar(100),
        is_verified boolean NOT NULL,
        exporters integer NOT NULL
      )`);
    await queryRunner.query(
      'CREATE INDEX public_exporter_counts_category_idx ON catalog.public_exporter_counts (category_id)',
    );
    // Recomputed whole (about 100 ms at 100,000 exporters) rather than adjusted: there is no
    // bookkeeping to get wrong. The lock makes concurrent writers recompute one after the other,
    // each after the previous one committed, so the last recompute has seen every change.
    await queryRunner.query(`
      CREATE FUNCTION catalog.refresh_public_exporter_counts() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('catalog.public_exporter_counts'));
        DELETE FROM catalog.public_exporter_counts;
        INSERT INTO catalog.public_exporter_counts (category_id, city, is_verified, exporters)
          SELECT 0, e.city, e.is_verified, count(*) FROM catalog.exporters e
            WHERE e.status = 'approved' GROUP BY e.city, e.is_verified
          UNION ALL
          SELECT ec.category_id, e.city, e.is_verified, count(*)
            FROM catalog.exporters e JOIN catalog.exporter_categories ec ON ec.exporter_id = e.id
            WHERE e.status = 'approved' GROUP BY ec.category_id, e.city, e.is_verified;
      END $$`);
    // Only statements that add, remove or move approved exporters change the counts (a signup adds
    // a pending one; most updates change other columns). Transition tables have no indexes:
    // set operations, never a join of old and new rows.
    await queryRunner.query(`
      CREATE FUNCTION catalog.exporters_changed_counts() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE changed boolean;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          changed := EXISTS (SELECT 1 FROM new_rows WHERE status = 'approved');
        ELSIF TG_OP = 'DELETE' THEN
          changed := EXISTS (SELECT 1 FROM old_rows WHERE status = 'approved');
        ELSE
          changed := EXISTS (
            (SELECT id, city, is_verified FROM new_rows WHERE status = 'approved'
             EXCEPT SELECT id, city, is_verified FROM old_rows WHERE status = 'approved')
            UNION ALL
            (SELECT id, city, is_verified FROM old_rows WHERE status = 'approved'
             EXCEPT SELECT id, city, is_verified FROM new_rows WHERE status = 'approved'));
        END IF;
        IF changed THEN PERFORM catalog.refresh_public_exporter_counts(); END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION catalog.exporter_categories_changed_counts() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE changed boolean;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          changed := EXISTS (SELECT 1 FROM new_rows r JOIN catalog.exporters e ON e.id = r.exporter_id
                              WHERE e.status = 'approved');
        ELSIF TG_OP = 'DELETE' THEN
          changed := EXISTS (SELECT 1 FROM old_rows r JOIN catalog.exporters e ON e.id = r.exporter_id
                              WHERE e.status = 'approved');
        ELSE
          changed := EXISTS (SELECT 1 FROM (SELECT exporter_id FROM new_rows
                                            UNION SELECT exporter_id FROM old_rows) r
                               JOIN catalog.exporters e ON e.id = r.exporter_id WHERE e.status = 'approved');
        END IF;
        IF changed THEN PERFORM catalog.refresh_public_exporter_counts(); END IF;
        RETURN NULL;
      END $$`);
    const triggers: [table: string, fn: string][] = [
      ['exporters', 'exporters_changed_counts'],
      ['exporter_categories', 'exporter_categories_changed_counts'],
    ];
    for (const [table, fn] of triggers) {
      await queryRunner.query(`
        CREATE TRIGGER ${table}_counts_insert AFTER INSERT ON catalog.${table}
          REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog.${fn}()`);
      await queryRunner.query(`
        CREATE TRIGGER ${table}_counts_update AFTER UPDATE ON catalog.${table}
          REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
          FOR EACH STATEMENT EXECUTE FUNCTION catalog.${fn}()`);
      await queryRunner.query(`
        CREATE TRIGGER ${table}_counts_delete AFTER DELETE ON catalog.${table}
          REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog.${fn}()`);
    }
    await queryRunner.query('SELECT catalog.refresh_public_exporter_counts()');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['exporters', 'exporter_categories'])
      for (const op of ['insert', 'update', 'delete'])
        await queryRunner.query(`DROP TRIGGER ${table}_counts_${op} ON catalog.${table}`);
    await queryRunner.query('DROP FUNCTION catalog.exporter_categories_changed_counts()');
    await queryRunner.query('DROP FUNCTION catalog.exporters_changed_counts()');
    await queryRunner.query('DROP FUNCTION catalog.refresh_public_exporter_counts()');
    await queryRunner.query('DROP TABLE catalog.public_exporter_counts');
    await queryRunner.query('DROP FUNCTION catalog.correct_search(text)');
    await queryRunner.query('DROP TRIGGER exporters_search_words_insert ON catalog.exporters');
    await queryRunner.query('DROP TRIGGER exporters_search_words_update ON catalog.exporters');
    await queryRunner.query('DROP FUNCTION catalog.add_search_words()');
    await queryRunner.query('DROP FUNCTION catalog.search_document_words(text, text, text, text[], text)');
    await queryRunner.query('DROP TABLE catalog.search_words');
    await queryRunner.query('DROP FUNCTION catalog.english_stem(text)');
    await queryRunner.query('DROP INDEX catalog.exporters_name_vector_idx');
    await queryRunner.query('DROP INDEX catalog.exporters_public_city_order_idx');
    await queryRunner.query(
      `CREATE INDEX exporters_public_city_idx ON catalog.exporters (city) WHERE status = 'approved'`,
    );
    await queryRunner.query(
      `CREATE INDEX exporters_public_verified_idx ON catalog.exporters (id) WHERE status = 'approved' AND is_verified`,
    );
    await queryRunner.query('DROP INDEX catalog.exporters_search_vector_idx');
    await queryRunner.query(
      'CREATE INDEX exporters_search_vector_idx ON catalog.exporters USING gin (search_vector)',
    );
    await queryRunner.query(`
      CREATE INDEX exporters_search_trgm_idx ON catalog.exporters
        USING gin ((company_name || ' ' || search_terms) public.gin_trgm_ops)`);
  }
}
