import { MAX_SEARCH_LENGTH } from '@ped/contracts/catalog';
import { SEARCH_RESULT_LIMIT } from '@ped/contracts/options';
import { EXPORTER_LIST_COLUMNS } from './exporter.util.js';

/**
 * The SQL of the public exporter list (GET /api/exporters), built here once for the service and
 * for the benchmark's baseline. Every value is a bound parameter.
 */

export interface ExporterFilter {
  /** Normalised (normaliseSearch) and spelling-corrected (correctSearchSql); null: no search. */
  search: string | null;
  categoryId?: number;
  city?: string;
  verified?: boolean;
}

export interface Statement {
  text: string;
  values: unknown[];
}

/** The public browse order: premium, verified, then name (index exporters_public_order_idx). */
export const BROWSE_ORDER = 'e.is_premium DESC, e.is_verified DESC, e.company_name, e.id';

/**
 * The search text as the database receives it: control characters dropped, whitespace collapsed,
 * trimmed, capped and lower-cased; null when nothing searchable is left. It only ever travels as a
 * bound parameter to functions that accept any text, so quotes, `%` and backslashes are plain
 * characters here, never syntax.
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

/** Unknown words replaced by their nearest known word (the migration's catalog.correct_search). */
export function correctSearchSql(search: string): Statement {
  return { text: 'SELECT catalog.correct_search($1) AS search', values: [search] };
}

/** The page and the total of one list request, run side by side. */
export function exporterListSql(
  filter: ExporterFilter,
  limit: number,
  offset: number,
): { page: Statement; count: Statement } {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where = [`e.status = 'approved'`];
  if (filter.categoryId !== undefined) {
    where.push(
      `EXISTS (SELECT 1 FROM catalog.exporter_categories ec
                WHERE ec.exporter_id = e.id AND ec.category_id = ${param(filter.categoryId)})`,
    );
  }
  if (filter.city !== undefined) where.push(`e.city = ${param(filter.city)}`);
  if (filter.verified) where.push('e.is_verified');
  const filters = where.join(' AND ');

  if (filter.search === null) {
    // The page's ids come from the browse-order indexes alone (index-only: no row is read to be
    // skipped by OFFSET or by a filter); then only those rows are read.
    const page = `SELECT ${EXPORTER_LIST_COLUMNS}
       FROM (SELECT e.id FROM catalog.exporters e WHERE ${filters}
              ORDER BY ${BROWSE_ORDER} LIMIT ${param(limit)} OFFSET ${param(offset)}) top
       JOIN catalog.exporters e ON e.id = top.id
      ORDER BY ${BROWSE_ORDER}`;
    return { page: { text: page, values }, count: countCellsSql(filter) };
  }

  // Words match through the stemmed full-text index. The matches ranked are the first
  // SEARCH_RESULT_LIMIT the index yields plus every exporter whose name matches (a small index of
  // its own), so a broad word costs the same however many exporters use it, and an exporter named
  // for what the buyer typed is always among them.
  const query = `websearch_to_tsquery('english', ${param(filter.search)})`;
  const window = param(SEARCH_RESULT_LIMIT);
  const rank = `ts_rank_cd(e.search_vector, ${query})`;
  // Ranked where the candidates are read; only the page's rows are read again for their columns.
  const page = `SELECT ${EXPORTER_LIST_COLUMNS}
     FROM (SELECT id, rank, is_premium FROM (
             (SELECT e.id, ${rank} AS rank, e.is_premium FROM catalog.exporters e
               WHERE ${filters} AND e.search_vector @@ ${query} LIMIT ${window})
             UNION
             (SELECT e.id, ${rank} AS rank, e.is_premium FROM catalog.exporters e
               WHERE ${filters} AND to_tsvector('english', e.company_name) @@ ${query} LIMIT ${window})) c
           ORDER BY rank DESC, is_premium DESC, id LIMIT ${param(limit)} OFFSET ${param(offset)}) top
     JOIN catalog.exporters e ON e.id = top.id
     ORDER BY top.rank DESC, top.is_premium DESC, top.id`;
  // One more than the limit tells "500" from "500+"; the count needs no limit/offset values.
  const count = `SELECT count(*)::int AS total FROM (
       SELECT 1 FROM catalog.exporters e WHERE ${filters} AND e.search_vector @@ ${query} LIMIT ${window} + 1) m`;
  return { page: { text: page, values }, count: { text: count, values: values.slice(0, -2) } };
}

/** Without a search, the total is a sum of at most 14 cells of catalog.public_exporter_counts. */
function countCellsSql(filter: ExporterFilter): Statement {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where = [`c.category_id = ${param(filter.categoryId ?? 0)}`];
  if (filter.city !== undefined) where.push(`c.city = ${param(filter.city)}`);
  if (filter.verified) where.push('c.is_verified');
  return {
    text: `SELECT coalesce(sum(c.exporters), 0)::int AS total FROM catalog.public_exporter_counts c
            WHERE ${where.join(' AND ')}`,
    values,
  };
}
