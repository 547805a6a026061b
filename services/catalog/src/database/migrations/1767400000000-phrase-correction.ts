import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CORRECT_SEARCH_V2 } from './1764200000000-search-postings.js';

/**
 * Spelling correction as a phrase (issue 33): "cotton towls" became "cotton tools" (0 results), as "tools"
 * and "towel" are equally near "towls" and the nearest was taken word by word.
 *
 * `search_corrections(query)` gives each unknown word its three nearest known words (trigram similarity
 * ≥ 0.25) and tries the phrases they make, nearest first (by the sum of the words' distances; at most 27,
 * each an indexed full-text probe, only when a word was unknown). Its first element is the correction: the
 * nearest phrase some approved exporter's search document matches ("cotton towel"), else the nearest
 * phrase, as before. The rest (at most two) are the "Did you mean" alternatives: phrases as near as the
 * correction that find exporters too ("towls" alone: tools, and towel). `correct_search` is its first.
 */
export class PhraseCorrection1767400000000 implements MigrationInterface {
  name = 'PhraseCorrection1767400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION catalog.search_corrections(query text) RETURNS text[]
      LANGUAGE plpgsql STABLE AS $$
      DECLARE
        phrases text[] := ARRAY[''];
        distances real[] := ARRAY[0::real];
        candidates text[];
        candidate_distances real[];
        token text;
        token_stem text;
        corrected boolean := false;
        chosen int := 0;
        answer text[];
      BEGIN
        FOREACH token IN ARRAY regexp_split_to_array(lower(query), '\\s+') LOOP
          candidates := ARRAY[token];
          candidate_distances := ARRAY[0::real];
          IF token ~ '^[[:alpha:]]{3,}$' AND token <> 'or' THEN
            token_stem := catalog.english_stem(token);
            IF token_stem IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM catalog.search_words w WHERE w.word = token)
               AND NOT EXISTS (SELECT 1 FROM catalog.search_words w WHERE w.stem = token_stem) THEN
              SELECT array_agg(n.word ORDER BY n.distance, n.word),
                     array_agg(n.distance ORDER BY n.distance, n.word)
                INTO candidates, candidate_distances
                FROM (SELECT w.word, w.word OPERATOR(public.<->) token AS distance
                        FROM catalog.search_words w
                       ORDER BY w.word OPERATOR(public.<->) token LIMIT 3) n
               WHERE public.similarity(n.word, token) >= 0.25;
              IF candidates IS NULL THEN
                candidates := ARRAY[token];
                candidate_distances := ARRAY[0::real];
              ELSE
                corrected := true;
              END IF;
            END IF;
          END IF;
          -- Every phrase so far with each candidate, nearest first; the first 27 are kept.
          SELECT (array_agg(btrim(p.phrase || ' ' || c.word) ORDER BY p.d + c.d, p.n, c.n))[1:27],
                 (array_agg(p.d + c.d ORDER BY p.d + c.d, p.n, c.n))[1:27]
            INTO phrases, distances
            FROM unnest(phrases, distances) WITH ORDINALITY AS p(phrase, d, n)
           CROSS JOIN unnest(candidates, candidate_distances) WITH ORDINALITY AS c(word, d, n);
        END LOOP;
        IF NOT corrected THEN
          RETURN ARRAY[phrases[1]];
        END IF;
        FOR i IN 1 .. cardinality(phrases) LOOP
          IF chosen > 0 AND (distances[i] > distances[chosen] OR cardinality(answer) = 3) THEN
            EXIT;
          END IF;
          IF EXISTS (SELECT 1 FROM catalog.exporters e
                      WHERE e.status = 'approved'
                        AND e.search_vector @@ websearch_to_tsquery('english', phrases[i])) THEN
            IF chosen = 0 THEN
              chosen := i;
              answer := ARRAY[phrases[i]];
            ELSE
              answer := answer || phrases[i];
            END IF;
          END IF;
        END LOOP;
        RETURN coalesce(answer, ARRAY[phrases[1]]);
      END $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION catalog.correct_search(query text) RETURNS text
      LANGUAGE plpgsql STABLE AS $$
      BEGIN
        RETURN (catalog.search_corrections(query))[1];
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(CORRECT_SEARCH_V2);
    await queryRunner.query('DROP FUNCTION catalog.search_corrections(text)');
  }
}
