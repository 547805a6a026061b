import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CORRECT_SEARCH_V2 } from './1764200000000-search-postings.js';

/**
 * Spelling correction as a phrase (issue 33): "cotton towls" became "cotton tools" (0 results), as "tools"
 * and "towel" are equally near "towls" and the nearest was taken word by word. Each unknown word now
 * brings its three nearest known words (trigram similarity ≥ 0.25); the phrases they make are tried
 * nearest first, and the first one some approved exporter's search document matches is the correction
 * ("cotton towel"). When none matches, the nearest words are kept, as before. At most 27 phrases are tried,
 * each an indexed full-text probe.
 */
export class PhraseCorrection1767400000000 implements MigrationInterface {
  name = 'PhraseCorrection1767400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION catalog.correct_search(query text) RETURNS text
      LANGUAGE plpgsql STABLE AS $$
      DECLARE
        phrases text[] := ARRAY[''];
        candidates text[];
        token text;
        token_stem text;
        phrase text;
        corrected boolean := false;
      BEGIN
        FOREACH token IN ARRAY regexp_split_to_array(lower(query), '\\s+') LOOP
          candidates := ARRAY[token];
          IF token ~ '^[[:alpha:]]{3,}$' AND token <> 'or' THEN
            token_stem := catalog.english_stem(token);
            IF token_stem IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM catalog.search_words w WHERE w.word = token)
               AND NOT EXISTS (SELECT 1 FROM catalog.search_words w WHERE w.stem = token_stem) THEN
              SELECT coalesce(array_agg(n.word ORDER BY n.distance, n.word), ARRAY[token]) INTO candidates
                FROM (SELECT w.word, w.word OPERATOR(public.<->) token AS distance
                        FROM catalog.search_words w
                       ORDER BY w.word OPERATOR(public.<->) token LIMIT 3) n
               WHERE public.similarity(n.word, token) >= 0.25;
              corrected := corrected OR candidates <> ARRAY[token];
            END IF;
          END IF;
          -- Every phrase so far with each candidate, the nearest first; the first 27 are kept.
          SELECT (array_agg(btrim(p.phrase || ' ' || c.word) ORDER BY p.n, c.n))[1:27] INTO phrases
            FROM unnest(phrases) WITH ORDINALITY AS p(phrase, n)
           CROSS JOIN unnest(candidates) WITH ORDINALITY AS c(word, n);
        END LOOP;
        IF corrected AND cardinality(phrases) > 1 THEN
          FOREACH phrase IN ARRAY phrases LOOP
            IF EXISTS (SELECT 1 FROM catalog.exporters e
                        WHERE e.status = 'approved'
                          AND e.search_vector @@ websearch_to_tsquery('english', phrase)) THEN
              RETURN phrase;
            END IF;
          END LOOP;
        END IF;
        RETURN phrases[1];
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(CORRECT_SEARCH_V2);
  }
}
