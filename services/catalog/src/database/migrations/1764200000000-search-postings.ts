import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CORRECT_SEARCH_V1 } from './1764100000000-search-at-scale.js';

/** catalog.correct_search as this migration made it (PhraseCorrection1767400000000 replaces it; its down restores this). */
export const CORRECT_SEARCH_V2 = `
      CREATE OR REPLACE FUNCTION catalog.correct_search(query text) RETURNS text
      LANGUAGE plpgsql STABLE AS $$
      DECLARE
        words text[] := '{}';
        token text;
        token_stem text;
        nearest text;
      BEGIN
        FOREACH token IN ARRAY regexp_split_to_array(lower(query), '\\s+') LOOP
          IF token ~ '^[[:alpha:]]{3,}$' AND token <> 'or' THEN
            token_stem := catalog.english_stem(token);
            IF token_stem IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM catalog.search_words w WHERE w.word = token)
               AND NOT EXISTS (SELECT 1 FROM catalog.search_words w WHERE w.stem = token_stem) THEN
              nearest := NULL;
              SELECT n.word INTO nearest
                FROM (SELECT w.word FROM catalog.search_words w
                       ORDER BY w.word OPERATOR(public.<->) token LIMIT 1) n
               WHERE public.similarity(n.word, token) >= 0.25;
              token := coalesce(nearest, token);
            END IF;
          END IF;
          words := words || token;
        END LOOP;
        RETURN array_to_string(words, ' ');
      END $$`;

/**
 * Rank-ordered postings for one-word searches, the common case ("cotton", "surgical").
 *
 * The full-text index (GIN) yields a word's matches in no useful order, so a search had to read
 * and rank every match it looked at: at 100,000 exporters "cotton" matches 5,000 and costs ~3 ms,
 * against ~0.5 ms at 1,000. `search_postings` holds, for every word (lexeme) of every approved
 * exporter's search document, the rank a search for that word gives the exporter
 * (ts_rank_cd of the document against the one-word query), in a B-tree ordered as the results are:
 * a page is the next 12 index entries, the capped count at most SEARCH_RESULT_LIMIT + 1 more, both
 * index-only, whatever the word's number of matches. Searches of several words, phrases or
 * exclusions still run through the full-text index (exporterListSql).
 *
 * Row triggers on exporters keep the postings in the same transaction as the change: an exporter's
 * rows are replaced when its search document, status, city, verified or premium flag changes.
 */
export class SearchPostings1764200000000 implements MigrationInterface {
  name = 'SearchPostings1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // is_premium orders equal ranks (as the full-text path does); city and is_verified are the
    // list filters answered from the index. No foreign key: the triggers own these rows.
    await queryRunner.query(`
      CREATE TABLE catalog.search_postings (
        exporter_id integer NOT NULL,
        lexeme text NOT NULL,
        rank real NOT NULL,
        is_premium boolean NOT NULL,
        is_verified boolean NOT NULL,
        city varchar(100),
        PRIMARY KEY (exporter_id, lexeme)
      )`);
    await queryRunner.query(`
      CREATE INDEX search_postings_rank_idx ON catalog.search_postings
        (lexeme, rank DESC, is_premium DESC, exporter_id) INCLUDE (is_verified, city)`);

    // The one-word query of a lexeme, built without the text parser (which would stem it again).
    await queryRunner.query(`
      CREATE FUNCTION catalog.lexeme_query(lexeme text) RETURNS tsquery
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT ('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || '''')::tsquery
      $$`);
    // Every search runs correct_search and search_lexeme first. PL/pgSQL keeps their plans for the
    // session; the SQL functions were planned again on every call (~0.35 ms of a ~1.3 ms search).
    // The lexeme a search runs as when websearch_to_tsquery makes it exactly one word; null for
    // anything else (several words, a phrase, "-word", only stop words).
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
    // As SearchAtScale's: words of three letters or more that are neither known (as typed or by
    // stem) nor stop words become the most similar known word (trigram similarity ≥ 0.25).
    await queryRunner.query(CORRECT_SEARCH_V2);
    await queryRunner.query(`
      CREATE FUNCTION catalog.exporter_search_postings(e catalog.exporters)
      RETURNS SETOF catalog.search_postings LANGUAGE sql STABLE AS $$
        SELECT e.id, w.lexeme, ts_rank_cd(e.search_vector, catalog.lexeme_query(w.lexeme)),
               e.is_premium, e.is_verified, e.city
          FROM unnest(e.search_vector) AS w
         WHERE e.status = 'approved'
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION catalog.exporters_replace_search_postings() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          DELETE FROM catalog.search_postings WHERE exporter_id = OLD.id;
        END IF;
        IF TG_OP <> 'DELETE' THEN
          INSERT INTO catalog.search_postings SELECT * FROM catalog.exporter_search_postings(NEW);
        END IF;
        RETURN NULL;
      END $$`);
    // AFTER, so NEW carries the search_vector that exporters_search_vector (BEFORE) computed.
    await queryRunner.query(`
      CREATE TRIGGER exporters_search_postings_insert AFTER INSERT ON catalog.exporters
        FOR EACH ROW WHEN (NEW.status = 'approved')
        EXECUTE FUNCTION catalog.exporters_replace_search_postings()`);
    await queryRunner.query(`
      CREATE TRIGGER exporters_search_postings_update AFTER UPDATE ON catalog.exporters
        FOR EACH ROW WHEN ((OLD.status = 'approved' OR NEW.status = 'approved') AND
          (OLD.status, OLD.search_vector, OLD.is_premium, OLD.is_verified, OLD.city)
            IS DISTINCT FROM (NEW.status, NEW.search_vector, NEW.is_premium, NEW.is_verified, NEW.city))
        EXECUTE FUNCTION catalog.exporters_replace_search_postings()`);
    await queryRunner.query(`
      CREATE TRIGGER exporters_search_postings_delete AFTER DELETE ON catalog.exporters
        FOR EACH ROW WHEN (OLD.status = 'approved')
        EXECUTE FUNCTION catalog.exporters_replace_search_postings()`);
    await queryRunner.query(`
      INSERT INTO catalog.search_postings
        SELECT p.* FROM catalog.exporters e, catalog.exporter_search_postings(e) p`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const op of ['insert', 'update', 'delete'])
      await queryRunner.query(`DROP TRIGGER exporters_search_postings_${op} ON catalog.exporters`);
    await queryRunner.query('DROP FUNCTION catalog.exporters_replace_search_postings()');
    await queryRunner.query('DROP FUNCTION catalog.exporter_search_postings(catalog.exporters)');
    await queryRunner.query('DROP FUNCTION catalog.search_lexeme(text)');
    await queryRunner.query('DROP FUNCTION catalog.correct_search(text)');
    await queryRunner.query(CORRECT_SEARCH_V1);
    await queryRunner.query('DROP FUNCTION catalog.lexeme_query(text)');
    await queryRunner.query('DROP TABLE catalog.search_postings');
  }
}
