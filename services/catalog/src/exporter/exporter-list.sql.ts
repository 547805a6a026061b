import { MAX_SEARCH_LENGTH, type ExporterListDto } from '@ped/contracts/catalog';
import { MATCHED_PRODUCTS_PER_EXPORTER, SEARCH_RESULT_LIMIT, type ListSort } from '@ped/contracts/options';
import { toExporterListDto, type ExporterListPageRow } from './exporter.util.js';

/**
 * The SQL of the public exporter list (GET /api/exporters) and the order its statements run in,
 * written here once for the service and for the benchmark's baseline. Every value is a bound parameter.
 *
 * Order: `relevance` is merit (verification and profile completeness, catalog.exporter_merit) when
 * browsing, and the text rank scaled by merit (catalog.search_score) when searching; the plan never
 * orders anything. `newest` and `years` order by listing date and year established.
 */

/** A list request as listExporters takes it (the service's validated ListExportersQuery). */
export interface ListRequest extends ListFilter {
  search?: string;
  /** Search the words as typed, without spelling correction. */
  exact?: boolean;
  sort?: ListSort;
  limit: number;
  offset: number;
}

/**
 * GET /api/exporters with `run` executing each statement. Browsing takes one statement (prepared,
 * but for a category's page); a search takes one when the postings answer it (searchFirstSql: plain
 * words, relevance order, the indexed filters), else two: searchFirstSql for the spelling, then
 * exporterListSql.
 */
export async function listExporters(
  run: (statement: Statement) => Promise<unknown[]>,
  { search, exact, sort = 'relevance', limit, offset, ...filter }: ListRequest,
): Promise<ExporterListDto> {
  const typed = normaliseSearch(search);
  if (typed === null) {
    const rows = (await run(
      exporterListSql({ search: null, sort, ...filter }, limit, offset),
    )) as ExporterListPageRow[];
    return toExporterListDto(rows, null, null, !indexedFilterOnly(filter));
  }
  const postings = sort === 'relevance' && indexedFilterOnly(filter);
  const first = readSearchFirst(
    (await run(searchFirstSql(typed, filter, limit, offset, { exact, postings }))) as SearchFirstRow[],
    typed,
  );
  const rows =
    first.page ??
    ((await run(
      exporterListSql({ search: first.search, sort, ...filter }, limit, offset),
    )) as ExporterListPageRow[]);
  return toExporterListDto(rows, typed, first.search, true, first.alternatives);
}

export interface ExporterFilter extends ListFilter {
  /** Normalised (normaliseSearch) and spelling-corrected (searchFirstSql); null: no search. */
  search: string | null;
  sort?: ListSort;
}

/** The list's filters besides the search. */
export interface ListFilter {
  categoryId?: number;
  city?: string;
  verified?: boolean;
  businessType?: string;
  certification?: string;
  maxMinimumOrder?: number;
  /** At least this response rate (percent); exporters without published figures are left out. */
  responseRate?: number;
}

export interface Statement {
  text: string;
  values: unknown[];
  /** Its generic plan is its best plan whatever the values: run it as a prepared read (PreparedReads). */
  prepared?: true;
}

/** Only the filters the browse indexes, count cells and search postings answer. */
const indexedFilterOnly = (filter: ListFilter) =>
  filter.businessType === undefined &&
  filter.certification === undefined &&
  filter.maxMinimumOrder === undefined &&
  filter.responseRate === undefined;

/** The columns of ExporterListRow (exporter.util.ts), for SELECTs over `catalog.exporters e` (with the list orders' keys). */
export const EXPORTER_LIST_COLUMNS = `
  e.id, e.company_name, e.description, e.city, e.country, e.established_year, e.logo_url,
  e.certifications, e.is_verified, e.is_premium, e.business_type, e.merit, e.created_at,
  ARRAY(SELECT ec.category_id FROM catalog.exporter_categories ec
         WHERE ec.exporter_id = e.id ORDER BY ec.category_id) AS category_ids,
  e.response_rate, e.median_response_minutes`;

/**
 * Each order's keys over the rows aliased `alias`, whose exporter id is the column `id` (browse indexes
 * exporters_public_*_idx, response too; a category's, category_listings_*_idx over `exporter_id`).
 */
const SORT_KEYS: Record<ListSort, (alias: string, id?: string) => string> = {
  relevance: (a, id = 'id') => `${a}.merit DESC, ${a}.company_name, ${a}.${id}`,
  newest: (a, id = 'id') => `${a}.created_at DESC, ${a}.${id} DESC`,
  years: (a, id = 'id') => `${a}.established_year NULLS LAST, ${a}.company_name, ${a}.${id}`,
  response: (a, id = 'id') =>
    `${a}.response_rate DESC NULLS LAST, ${a}.merit DESC, ${a}.company_name, ${a}.${id}`,
};

/** The public browse order over `catalog.exporters e` (index exporters_public_order_idx). */
export const BROWSE_ORDER = SORT_KEYS.relevance('e');

/** A statement's bound values, and `param(value)` that binds one more and returns its placeholder. */
export function parameters() {
  const values: unknown[] = [];
  return { values, param: (value: unknown) => `$${values.push(value)}` };
}

/** The page's rows (aliased p) each with the total, or one row of only the total when the page is empty. */
const withTotal = (total: string, page: string, order: string) =>
  `SELECT t.total, p.* FROM (${total}) t LEFT JOIN LATERAL (${page}) p ON true ORDER BY ${order}`;

/** The order of ranked search results (aliased p): score, then id. */
const RANKED_ORDER = 'p.rank DESC, p.id';

/**
 * The column `matched_products` of a search's page: up to MATCHED_PRODUCTS_PER_EXPORTER products of
 * exporter `e` that match any of the search's words (`query`: an any_word_query), best match first.
 */
const matchedProducts = (query: string) => `(SELECT coalesce(json_agg(m), '[]'::json) FROM (
     SELECT pr.id, pr.name, pr.price::text AS price, pr.unit, pr.minimum_order AS "minimumOrder"
       FROM catalog.products pr WHERE pr.exporter_id = e.id AND pr.search_vector @@ ${query}
      ORDER BY ts_rank(pr.search_vector, ${query}) DESC, pr.id LIMIT ${MATCHED_PRODUCTS_PER_EXPORTER}) m
   ) AS matched_products`;

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

/**
 * A search's first statement (SearchFirstRow rows): the search with unknown words replaced by their
 * nearest known word (the migrations' correct_search; not when `exact`) and, when it is only plain
 * words, their lexemes (search_lexemes) and — when `postings` — already the page, read from the
 * postings (postingsPage). Otherwise it returns one row without a page, and the list runs as
 * exporterListSql with the corrected text.
 */
export function searchFirstSql(
  search: string,
  filter: ListFilter,
  limit: number,
  offset: number,
  { exact = false, postings = true }: { exact?: boolean; postings?: boolean } = {},
): Statement {
  const { values, param } = parameters();
  // The correction and its "Did you mean" alternatives (search_corrections), or the words as typed.
  const source = exact
    ? `(SELECT ${param(search)}::text AS search, '{}'::text[] AS alternatives)`
    : `(SELECT c[1] AS search, c[2:] AS alternatives FROM catalog.search_corrections(${param(search)}) AS c)`;
  // driver: the words' rarest lexeme, whose postings are read; others: the rest, probed per posting.
  const terms = `SELECT w.*, array_remove(w.lexemes, w.driver) AS others FROM (
      SELECT s.search, s.alternatives, l.lexemes,
             CASE WHEN l.lexemes IS NOT NULL THEN catalog.search_driver(l.lexemes) END AS driver,
             catalog.any_word_query(s.search) AS product_query
        FROM ${source} AS s, catalog.search_lexemes(s.search) AS l(lexemes)) w`;
  const slots = otherWordSlots(search);
  const page = postings
    ? postingsPage(filter, limit, offset, slots, param)
    : { matches: '', page: 'SELECT NULL::int AS total, NULL::int AS id, NULL::real AS rank' };
  // More other words than the statement probes for (a word the spelling made into several): no page,
  // so the full-text path answers.
  return {
    text: `WITH terms AS MATERIALIZED (${terms})${page.matches}
      SELECT terms.search AS corrected_search, terms.alternatives AS search_alternatives,
             terms.lexemes AS search_lexemes, p.*
        FROM terms LEFT JOIN LATERAL (${page.page}) p
          ON terms.lexemes IS NOT NULL AND cardinality(terms.others) <= ${slots}
       ORDER BY ${RANKED_ORDER}`,
    values,
    prepared: true,
  };
}

/** searchFirstSql's rows: the search's terms, with the page's columns when the postings found them. */
export type SearchFirstRow = {
  corrected_search: string | null;
  search_alternatives: string[] | null;
  search_lexemes: string[] | null;
} & (ExporterListPageRow | { total: null; id: null });

/**
 * What searchFirstSql's rows say: the search as it runs (what was typed when correction gave
 * nothing) and its lexemes, and the page's rows when the postings answered (null: run exporterListSql).
 */
export function readSearchFirst(
  rows: SearchFirstRow[],
  typed: string,
): {
  search: string;
  alternatives: string[];
  lexemes: string[] | null;
  page: ExporterListPageRow[] | null;
} {
  const [first] = rows;
  const lexemes = first?.search_lexemes ?? null;
  const answered = lexemes !== null && first?.total !== null && first?.total !== undefined;
  return {
    search: first?.corrected_search ?? typed,
    alternatives: first?.search_alternatives ?? [],
    lexemes,
    page: answered ? (rows as ExporterListPageRow[]) : null,
  };
}

/** The filters on the exporter's own columns (`catalog.exporters e`), shared by the exporter and product lists. */
export function exporterTraitsWhere(filter: ListFilter, param: (value: unknown) => string): string[] {
  const where: string[] = [];
  if (filter.city !== undefined) where.push(`e.city = ${param(filter.city)}`);
  if (filter.verified) where.push('e.is_verified');
  if (filter.businessType !== undefined) where.push(`e.business_type = ${param(filter.businessType)}`);
  if (filter.certification !== undefined)
    where.push(`${param(filter.certification)} = ANY (e.certifications)`);
  if (filter.responseRate !== undefined) where.push(`e.response_rate >= ${param(filter.responseRate)}`);
  return where;
}

/** The filters as SQL over `catalog.exporters e` (approved only); values bound through `param`. */
export function exporterWhere(filter: ListFilter, param: (value: unknown) => string): string {
  const where = [`e.status = 'approved'`];
  if (filter.categoryId !== undefined) {
    where.push(
      `EXISTS (SELECT 1 FROM catalog.exporter_categories ec
                WHERE ec.exporter_id = e.id AND ec.category_id = ${param(filter.categoryId)})`,
    );
  }
  where.push(...exporterTraitsWhere(filter, param));
  if (filter.maxMinimumOrder !== undefined) {
    where.push(
      `EXISTS (SELECT 1 FROM catalog.products pr WHERE pr.exporter_id = e.id
                AND pr.minimum_order_quantity <= ${param(filter.maxMinimumOrder)})`,
    );
  }
  return where.join(' AND ');
}

/**
 * Browsing, or a search the postings did not answer (searchFirstSql), in one statement: a row per
 * exporter of the page (ExporterListRow), each with the `total` that match, or a single row holding
 * only `total` when the page is empty (offset past the end).
 */
export function exporterListSql(filter: ExporterFilter, limit: number, offset: number): Statement {
  const { values, param } = parameters();
  const sort = filter.sort ?? 'relevance';

  if (filter.search === null) {
    // The page's ids come from the order's index alone where it can (no row is read to be skipped
    // by OFFSET); then only those rows are read. A category's from its listings (categoryPageIds).
    const inCategory = filter.categoryId !== undefined;
    const filters = inCategory ? undefined : exporterWhere(filter, param);
    const ids = inCategory
      ? categoryPageIds(filter.categoryId!, filter, sort, limit, offset, param)
      : `SELECT e.id FROM catalog.exporters e WHERE ${filters}
          ORDER BY ${SORT_KEYS[sort]('e')} LIMIT ${param(limit)} OFFSET ${param(offset)}`;
    const page = `SELECT ${EXPORTER_LIST_COLUMNS}
       FROM (${ids}) top JOIN catalog.exporters e ON e.id = top.id`;
    // The indexed filters' total is the sum of count cells (exact); others count up to the window.
    const total = indexedFilterOnly(filter)
      ? countCells(filter, param)
      : `SELECT count(*)::int AS total FROM (SELECT 1 FROM catalog.exporters e
           WHERE ${filters ?? exporterWhere(filter, param)} LIMIT ${param(SEARCH_RESULT_LIMIT)} + 1) m`;
    // A generic plan knows neither LIMIT nor OFFSET and plans for a tenth of the rows it expects:
    // for a category's thousands of listings that can be a bitmap scan and a sort of the whole
    // category (5.9 ms at 100,000 exporters) instead of 12 steps down its order index. A category's
    // page is planned for its own values (a fraction of a millisecond) instead.
    const statement = { text: withTotal(total, page, SORT_KEYS[sort]('p')), values };
    return inCategory ? statement : { ...statement, prepared: true };
  }

  const filters = exporterWhere(filter, param);

  const query = `websearch_to_tsquery('english', ${param(filter.search)})`;
  const productQuery = `catalog.any_word_query(${param(filter.search)})`;
  const window = param(SEARCH_RESULT_LIMIT);
  const columns = `${EXPORTER_LIST_COLUMNS}, ${matchedProducts('terms.product_query')}`;
  const terms = `terms AS MATERIALIZED (SELECT ${productQuery} AS product_query)`;

  if (sort !== 'relevance') {
    // Every match in the order asked for, up to the window (the total counts one more).
    const matches = `matches AS MATERIALIZED (
       SELECT e.id, row_number() OVER (ORDER BY ${SORT_KEYS[sort]('e')}) AS position
         FROM catalog.exporters e WHERE ${filters} AND e.search_vector @@ ${query}
        ORDER BY ${SORT_KEYS[sort]('e')} LIMIT ${window} + 1)`;
    const from = param(offset);
    const page = `SELECT ${columns}, top.position
       FROM (SELECT id, position FROM matches WHERE position <= ${window}
              ORDER BY position LIMIT ${param(limit)} OFFSET ${from}) top
       JOIN catalog.exporters e ON e.id = top.id CROSS JOIN terms`;
    return {
      text: `WITH ${terms}, ${matches} ${withTotal('SELECT count(*)::int AS total FROM matches', page, 'p.position')}`,
      values,
    };
  }

  // Words match through the stemmed full-text index. The matches ranked are the first
  // SEARCH_RESULT_LIMIT the index yields plus every exporter whose name matches (a small index of
  // its own), so a broad query costs about the same however many exporters it matches, and an
  // exporter named for what the buyer typed is always among them. One more match than that is
  // read and counted, to tell "500" from "500+", by the same index scan.
  const rank = `catalog.search_score(ts_rank_cd(e.search_vector, ${query}), e.merit)`;
  const candidates = `matches AS MATERIALIZED (
       SELECT e.id, ${rank} AS rank FROM catalog.exporters e
        WHERE ${filters} AND e.search_vector @@ ${query} LIMIT ${window} + 1),
     candidates AS (
       (SELECT id, rank FROM matches LIMIT ${window})
       UNION
       (SELECT e.id, ${rank} AS rank FROM catalog.exporters e
         WHERE ${filters} AND to_tsvector('english', e.company_name) @@ ${query} LIMIT ${window}))`;
  // Ranked where the candidates are read; only the page's rows are read again for their columns.
  const page = `SELECT ${columns}, top.rank
     FROM (SELECT id, rank FROM candidates
            ORDER BY rank DESC, id LIMIT ${param(limit)} OFFSET ${param(offset)}) top
     JOIN catalog.exporters e ON e.id = top.id CROSS JOIN terms`;
  return {
    text: `WITH ${terms}, ${candidates} ${withTotal('SELECT count(*)::int AS total FROM matches', page, RANKED_ORDER)}`,
    values,
  };
}

/**
 * How many words besides its rarest a search can have, and so how many probes its statement makes per
 * posting (0–3; search_lexemes takes at most 4): one fewer than its words when they are only letters
 * and digits (each such word is at most one lexeme), else 3. A statement per count keeps each one's
 * plan free of probes it never needs.
 */
export function otherWordSlots(search: string): number {
  return /^[a-z0-9 ]+$/.test(search) ? Math.min(search.split(' ').length, 4) - 1 : 3;
}

/**
 * A search of plain words, read in rank order from catalog.search_postings (index-only): the
 * postings of its rarest word (`terms.driver`), each checked for the other words by primary key,
 * the first SEARCH_RESULT_LIMIT + 1 of them in that word's rank order; their score is the sum of
 * their words' postings ranks. So neither the page nor the capped total grows with the number of
 * exporters that use the words. One word's page is exactly its postings' order.
 */
function postingsPage(
  filter: ListFilter,
  limit: number,
  offset: number,
  slots: number,
  param: (value: unknown) => string,
): { matches: string; page: string } {
  // The terms as parameters of the statement (InitPlans), not a join: then the postings index
  // yields the rows already in rank order and the scan stops at the limit.
  const term = (column: string) => `(SELECT t.${column} FROM terms t)`;
  const where = [`p.lexeme = ${term('driver')}`];
  if (filter.city !== undefined) where.push(`p.city = ${param(filter.city)}`);
  if (filter.verified) where.push('p.is_verified');
  // A scalar subquery, not EXISTS: probed per posting in rank order, where a semi-join would hash
  // the category's thousands of exporters first.
  if (filter.categoryId !== undefined) {
    where.push(`(SELECT true FROM catalog.exporter_categories ec
                  WHERE ec.exporter_id = p.exporter_id AND ec.category_id = ${param(filter.categoryId)})`);
  }
  const window = param(SEARCH_RESULT_LIMIT);
  const driverPostings = `FROM catalog.search_postings p WHERE ${where.join(' AND ')}
     ORDER BY p.rank DESC, p.exporter_id`;
  // Several words: each of the driver's postings probed for the other words by primary key
  // (lexeme, exporter_id), index-only, one scalar subquery per word (a join would be planned as a
  // merge of both words' whole postings). The OFFSET 0 fence computes each probe once per posting
  // and keeps the rank order, so the scan stops at the limit. A slot past the search's words probes
  // for NULL, which finds nothing at once, and is not required.
  const slot = Array.from({ length: slots }, (_, i) => i + 1);
  const words = '(SELECT cardinality(t.others) FROM terms t)';
  const probe = (i: number) => `(SELECT q.rank FROM catalog.search_postings q
       WHERE q.lexeme = ${term(`others[${i}]`)} AND q.exporter_id = p.exporter_id) AS r${i}`;
  const matches =
    slots === 0
      ? `, matches AS MATERIALIZED (SELECT p.exporter_id AS id, p.rank ${driverPostings} LIMIT ${window} + 1)`
      : `, matches AS MATERIALIZED (
     SELECT x.id, x.rank ${slot.map((i) => `+ coalesce(x.r${i}, 0)`).join(' ')} AS rank
       FROM (SELECT p.exporter_id AS id, p.rank, ${slot.map(probe).join(', ')} ${driverPostings} OFFSET 0) x
      WHERE ${slot.map((i) => `(x.r${i} IS NOT NULL OR ${words} < ${i})`).join(' AND ')}
      LIMIT ${window} + 1)`;
  // Pages end where the ranked results do (total is at most SEARCH_RESULT_LIMIT).
  const from = param(offset);
  const page = `SELECT ${EXPORTER_LIST_COLUMNS}, ${matchedProducts('terms.product_query')}, top.rank
     FROM (SELECT id, rank FROM (SELECT id, rank FROM matches LIMIT ${window}) w
            ORDER BY rank DESC, id
            LIMIT greatest(least(${param(limit)}, ${window} - ${from}), 0) OFFSET ${from}) top
     JOIN catalog.exporters e ON e.id = top.id`;
  return { matches, page: withTotal('SELECT count(*)::int AS total FROM matches', page, RANKED_ORDER) };
}

/**
 * The ids of a category's page (browsing): catalog.category_listings (approved exporters only) walked
 * in the order's index (category_listings_*_idx), filtered by city and verified from the index as it
 * goes, and stopped after offset + limit, so a page costs the same however large the category. The
 * other filters are probed per listing on the exporter's row (a scalar subquery, not EXISTS, which
 * could be planned as a hash of every exporter they match).
 */
function categoryPageIds(
  categoryId: number,
  filter: ListFilter,
  sort: ListSort,
  limit: number,
  offset: number,
  param: (value: unknown) => string,
): string {
  const where = [`l.category_id = ${param(categoryId)}`];
  if (filter.city !== undefined) where.push(`l.city = ${param(filter.city)}`);
  if (filter.verified) where.push('l.is_verified');
  if (!indexedFilterOnly(filter)) {
    const others = exporterWhere(
      { ...filter, categoryId: undefined, city: undefined, verified: undefined },
      param,
    );
    where.push(`(SELECT true FROM catalog.exporters e WHERE e.id = l.exporter_id AND ${others})`);
  }
  return `SELECT l.exporter_id AS id FROM catalog.category_listings l WHERE ${where.join(' AND ')}
     ORDER BY ${SORT_KEYS[sort]('l', 'exporter_id')} LIMIT ${param(limit)} OFFSET ${param(offset)}`;
}

/** Without a search, the total is a sum of at most 14 cells of catalog.public_exporter_counts. */
function countCells(filter: ListFilter, param: (value: unknown) => string): string {
  const where = [`c.category_id = ${param(filter.categoryId ?? 0)}`];
  if (filter.city !== undefined) where.push(`c.city = ${param(filter.city)}`);
  if (filter.verified) where.push('c.is_verified');
  return `SELECT coalesce(sum(c.exporters), 0)::int AS total FROM catalog.public_exporter_counts c
           WHERE ${where.join(' AND ')}`;
}

/**
 * How many of the exporters `filter` matches were listed (became public) after `since`, counted up to
 * SEARCH_RESULT_LIMIT + 1: a saved search's "new since you last opened it". The list's own filters
 * (exporterWhere) and words (its search as the list ran it, spelling corrected) over the few rows
 * exporters_public_listed_idx finds.
 */
export function listedSinceCountSql(filter: ExporterFilter, since: Date): Statement {
  const { values, param } = parameters();
  const where = [exporterWhere(filter, param), `e.listed_at > ${param(since)}`];
  if (filter.search !== null) {
    where.push(`e.search_vector @@ websearch_to_tsquery('english', ${param(filter.search)})`);
  }
  return {
    text: `SELECT count(*)::int AS count FROM (SELECT 1 FROM catalog.exporters e
             WHERE ${where.join(' AND ')} LIMIT ${param(SEARCH_RESULT_LIMIT)} + 1) m`,
    values,
  };
}
