import { MAX_SEARCH_LENGTH } from '@ped/contracts/catalog';

/**
 * The search text as the database receives it: control characters dropped, whitespace collapsed,
 * trimmed and capped. `null` when nothing searchable is left. It is always sent as a bound
 * parameter to `websearch_to_tsquery` and pg_trgm, which accept any text, so quotes, `%` and
 * backslashes are plain characters here, never syntax.
 */
export function normaliseSearch(search: string | undefined): string | null {
  if (search === undefined) return null;
  const text = search
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH)
    .toLowerCase();
  return text === '' ? null : text;
}

export interface ExporterFilter {
  search: string | null;
  categoryId?: number;
  city?: string;
  verified?: boolean;
}

export interface SqlFragment {
  where: string;
  params: unknown[];
  /** The relevance score of a search (empty without one). */
  rank: string;
}

/** The trigram text; the same expression as the GIN index exporters_search_trgm_idx. */
const TRIGRAM_TEXT = `(e.company_name || ' ' || e.search_terms)`;

/**
 * WHERE clause (and rank) of the public exporter list. Only approved exporters; filters combine
 * with the search. Every value is a bound parameter.
 */
export function exporterFilterSql(filter: ExporterFilter): SqlFragment {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = [`e.status = 'approved'`];
  if (filter.categoryId !== undefined) {
    where.push(
      `EXISTS (SELECT 1 FROM catalog.exporter_categories ec
                WHERE ec.exporter_id = e.id AND ec.category_id = ${param(filter.categoryId)})`,
    );
  }
  if (filter.city !== undefined) where.push(`e.city = ${param(filter.city)}`);
  if (filter.verified) where.push('e.is_verified');
  let rank = '';
  if (filter.search !== null) {
    const q = param(filter.search);
    const tsquery = `websearch_to_tsquery('english', ${q})`;
    // Words match through the stemmed full-text index; misspellings ("surgicle", "basmati rise")
    // through trigram word similarity (pg_trgm's `<%`, served by the trigram index).
    where.push(`(e.search_vector @@ ${tsquery} OR ${q} <% ${TRIGRAM_TEXT})`);
    rank = `ts_rank_cd(e.search_vector, ${tsquery}) + word_similarity(${q}, ${TRIGRAM_TEXT})`;
  }
  return { where: where.join(' AND '), params, rank };
}
