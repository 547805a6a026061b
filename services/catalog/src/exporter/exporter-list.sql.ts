import { MAX_SEARCH_LENGTH, type ExporterListDto } from '@ped/contracts/catalog';
import { SEARCH_RESULT_LIMIT } from '@ped/contracts/options';
import { EXPORTER_LIST_COLUMNS, toExporterListDto, type ExporterListPageRow } from './exporter.util.js';

/**
 * The SQL of the public exporter list (GET /api/exporters) and the order its statements run in,
 * written here once for the service and for the benchmark's baseline. Every value is a bound parameter.
 */

/** A list request as listExporters takes it (the service's validated ListExportersQuery). */
export interface ListRequest extends ListFilter {
  search?: string;
  limit: number;
  offset: number;
}

/**
 * GET /api/exporters with `run` executing each statement: browsing and one-word searches take one
 * (prepared) statement, other searches two (searchFirstSql, then exporterListSql's full-text
 * statement with the corrected text).
 */
export async function listExporters(
  run: (statement: Statement) => Promise<unknown[]>,
  { search, limit, offset, ...filter }: ListRequest,
): Promise<ExporterListDto> {
  const typed = normaliseSearch(search);
  if (typed === null) {
    const rows = (await run(
      exporterListSql({ search: null, ...filter }, limit, offset),
    )) as ExporterListPageRow[];
    return toExporterListDto(rows, null, null);
  }
  const first = readSearchFirst(
    (await run(searchFirstSql(typed, filter, limit, offset))) as SearchFirstRow[],
    typed,
  );
  const rows =
    first.page ??
    ((await run(
      exporterListSql({ search: first.search, ...filter }, limit, offset),
    )) as ExporterListPageRow[]);
  return toExporterListDto(rows, typed, first.search);
}

export interface ExporterFilter {
  /** Normalised (normaliseSearch) and spelling-corrected (searchFirstSql); null: no search. */
  search: string | null;
  categoryId?: number;
  city?: string;
  verified?: boolean;
}

export interface Statement {
  text: string;
  values: unknown[];
  /** Its generic plan is its best plan whatever the values: run it as a prepared read (PreparedReads). */
  prepared?: true;
}

/** The public browse order of the rows aliased `alias`: premium, verified, then name. */
const browseOrder = (alias: string) =>
  `${alias}.is_premium DESC, ${alias}.is_verified DESC, ${alias}.company_name, ${alias}.id`;

/** The public browse order over `catalog.exporters e` (index exporters_public_order_idx). */
export const BROWSE_ORDER = browseOrder('e');

/** A statement's bound values, and `param(value)` that binds one more and returns its placeholder. */
function parameters() {
  const values: unknown[] = [];
  return { values, param: (value: unknown) => `$${values.push(value)}` };
}

/** The page's rows (aliased p) each with the total, or one row of only the total when the page is empty. */
const withTotal = (total: string, page: string, order: string) =>
  `SELECT t.total, p.* FROM (${total}) t LEFT JOIN LATERAL (${page}) p ON true ORDER BY ${order}`;

/** The order of ranked search results (aliased p): rank, then premium, then id. */
const RANKED_ORDER = 'p.rank DESC, p.is_premium DESC, p.id';

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

/** The list's filters besides the search. */
export type ListFilter = Omit<ExporterFilter, 'search'>;

/**
 * A search's first statement (SearchFirstRow rows): the search with unknown words replaced by their
 * nearest known word (the migrations' correct_search) and, when that is one word, its lexeme
 * (search_lexeme) and already the page, read from the postings (postingsPage). Without a lexeme it
 * returns one row without a page, and the list runs as full-text search (exporterListSql with the
 * corrected text). So a one-word search is one round trip, other searches two.
 */
export function searchFirstSql(search: string, filter: ListFilter, limit: number, offset: number): Statement {
  const { values, param } = parameters();
  const terms = `SELECT s.search, catalog.search_lexeme(s.search) AS lexeme
                   FROM catalog.correct_search(${param(search)}) AS s(search)`;
  return {
    text: `WITH terms AS MATERIALIZED (${terms})
      SELECT terms.search AS corrected_search, terms.lexeme AS search_lexeme, p.*
        FROM terms LEFT JOIN LATERAL (${postingsPage('terms.lexeme', filter, limit, offset, param)}) p
          ON terms.lexeme IS NOT NULL
       ORDER BY ${RANKED_ORDER}`,
    values,
    prepared: true,
  };
}

/** searchFirstSql's rows: the search's terms, with the page's columns when the lexeme found them. */
export type SearchFirstRow = { corrected_search: string | null; search_lexeme: string | null } & (
  ExporterListPageRow | { total: null; id: null }
);

/**
 * What searchFirstSql's rows say: the search as it runs (what was typed when correction gave
 * nothing) and its lexeme, and the page's rows when the lexeme found them (null: run the full text).
 */
export function readSearchFirst(
  rows: SearchFirstRow[],
  typed: string,
): { search: string; lexeme: string | null; page: ExporterListPageRow[] | null } {
  const [first] = rows;
  const lexeme = first?.search_lexeme ?? null;
  return {
    search: first?.corrected_search ?? typed,
    lexeme,
    page: lexeme === null ? null : (rows as ExporterListPageRow[]),
  };
}

/**
 * Browsing, or a search the postings did not answer (searchFirstSql), in one statement: a row per
 * exporter of the page (ExporterListRow), each with the `total` that match, or a single row holding
 * only `total` when the page is empty (offset past the end).
 */
export function exporterListSql(filter: ExporterFilter, limit: number, offset: number): Statement {
  const { values, param } = parameters();
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
       JOIN catalog.exporters e ON e.id = top.id`;
    return { text: withTotal(countCells(filter, param), page, browseOrder('p')), values, prepared: true };
  }

  // Words match through the stemmed full-text index. The matches ranked are the first
  // SEARCH_RESULT_LIMIT the index yields plus every exporter whose name matches (a small index of
  // its own), so a broad word costs about the same however many exporters use it, and an exporter
  // named for what the buyer typed is always among them. One more match than that is read and
  // counted, to tell "500" from "500+", by the same index scan.
  const query = `websearch_to_tsquery('english', ${param(filter.search)})`;
  const window = param(SEARCH_RESULT_LIMIT);
  const rank = `ts_rank_cd(e.search_vector, ${query})`;
  const candidates = `WITH matches AS MATERIALIZED (
       SELECT e.id, ${rank} AS rank, e.is_premium FROM catalog.exporters e
        WHERE ${filters} AND e.search_vector @@ ${query} LIMIT ${window} + 1),
     candidates AS (
       (SELECT id, rank, is_premium FROM matches LIMIT ${window})
       UNION
       (SELECT e.id, ${rank} AS rank, e.is_premium FROM catalog.exporters e
         WHERE ${filters} AND to_tsvector('english', e.company_name) @@ ${query} LIMIT ${window}))`;
  // Ranked where the candidates are read; only the page's rows are read again for their columns.
  const page = `SELECT ${EXPORTER_LIST_COLUMNS}, top.rank
     FROM (SELECT id, rank, is_premium FROM candidates
            ORDER BY rank DESC, is_premium DESC, id LIMIT ${param(limit)} OFFSET ${param(offset)}) top
     JOIN catalog.exporters e ON e.id = top.id`;
  return {
    text: `${candidates} ${withTotal('SELECT count(*)::int AS total FROM matches', page, RANKED_ORDER)}`,
    values,
  };
}

/**
 * A one-word search, read in rank order from catalog.search_postings (index-only): the page is the
 * next entries of the word's postings, the total counts at most SEARCH_RESULT_LIMIT + 1 of them, so
 * neither grows with the number of exporters that use the word. Ranks equal the full-text path's
 * (the same ts_rank_cd of the same one-word query), but over all matches, not the first 500.
 * `lexeme` is the SQL of the word's lexeme (searchFirstSql's column).
 */
function postingsPage(
  lexeme: string,
  filter: ListFilter,
  limit: number,
  offset: number,
  param: (value: unknown) => string,
): string {
  const where = [`p.lexeme = ${lexeme}`];
  if (filter.city !== undefined) where.push(`p.city = ${param(filter.city)}`);
  if (filter.verified) where.push('p.is_verified');
  // A scalar subquery, not EXISTS: probed per posting in rank order, where a semi-join would hash
  // the category's thousands of exporters first.
  if (filter.categoryId !== undefined) {
    where.push(`(SELECT true FROM catalog.exporter_categories ec
                  WHERE ec.exporter_id = p.exporter_id AND ec.category_id = ${param(filter.categoryId)})`);
  }
  const matches = `FROM catalog.search_postings p WHERE ${where.join(' AND ')}`;
  const window = param(SEARCH_RESULT_LIMIT);
  // Both ask for index order: where the planner does not know the word (searchFirstSql) and expects
  // many postings, it then reads the index in order and stops at the limit, instead of a bitmap scan
  // of all of them.
  const order = 'ORDER BY p.rank DESC, p.is_premium DESC, p.exporter_id';
  const total = `SELECT count(*)::int AS total FROM (SELECT 1 ${matches} ${order} LIMIT ${window} + 1) m`;
  // Pages end where the ranked results do (total is at most SEARCH_RESULT_LIMIT).
  const from = param(offset);
  const page = `SELECT ${EXPORTER_LIST_COLUMNS}, top.rank
     FROM (SELECT p.exporter_id AS id, p.rank, p.is_premium ${matches}
            ${order}
            LIMIT greatest(least(${param(limit)}, ${window} - ${from}), 0) OFFSET ${from}) top
     JOIN catalog.exporters e ON e.id = top.id`;
  return withTotal(total, page, RANKED_ORDER);
}

/** Without a search, the total is a sum of at most 14 cells of catalog.public_exporter_counts. */
function countCells(filter: ExporterFilter, param: (value: unknown) => string): string {
  const where = [`c.category_id = ${param(filter.categoryId ?? 0)}`];
  if (filter.city !== undefined) where.push(`c.city = ${param(filter.city)}`);
  if (filter.verified) where.push('c.is_verified');
  return `SELECT coalesce(sum(c.exporters), 0)::int AS total FROM catalog.public_exporter_counts c
           WHERE ${where.join(' AND ')}`;
}
