import {
  ADMIN_EXPORTER_COUNT_LIMIT,
  type AdminExporterDto,
  type AdminExporterListDto,
  type AdminExportersQuery,
} from '@ped/contracts/catalog';
import type { ExporterPlanTier, ExporterStatus } from '@ped/contracts/options';
import { profileCompleteness } from './profile-completeness.sql.js';

/** A statement and its parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

export interface AdminExporterRow {
  id: number;
  company_name: string;
  city: string | null;
  contact_person: string | null;
  email: string;
  logo_url: string | null;
  status: ExporterStatus;
  is_premium: boolean;
  plan: ExporterPlanTier;
  is_verified: boolean;
  completeness: number;
  created_at: Date;
}

/** Each order's column (of the exporter, or the computed completeness) over any alias. */
const ORDER_KEYS = {
  createdAt: 'created_at',
  companyName: 'company_name',
  completeness: 'completeness',
} as const;
/** Newest and most complete first; names A to Z. */
const DEFAULT_ORDER = { createdAt: 'desc', companyName: 'asc', completeness: 'desc' } as const;

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The fields of `exporters.admin_search` (AdminSearch1766800000001) are joined by this. */
const ADMIN_SEARCH_SEPARATOR = '\n';

/**
 * The admin list's filters as a WHERE clause. The search reads `admin_search` (company name, e-mail
 * and contact person, lower-cased, one per line) through its trigram index, or along the list's
 * order through the created-at indexes that carry it. A term holding a line break could match
 * across two fields there: then each field is checked too.
 */
function whereOf(query: AdminExportersQuery): Statement {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.searchTerm) {
    params.push(containsPattern(query.searchTerm));
    const n = params.length;
    conditions.push(`e.admin_search LIKE $${n}`);
    if (query.searchTerm.includes(ADMIN_SEARCH_SEPARATOR))
      conditions.push(
        `(lower(e.company_name) LIKE $${n} OR lower(e.email) LIKE $${n} OR lower(e.contact_person) LIKE $${n})`,
      );
  }
  if (query.filterStatus) {
    params.push(query.filterStatus);
    conditions.push(`e.status = $${params.length}`);
  }
  if (query.filterPlan) {
    params.push(query.filterPlan === 'free' ? 'basic' : query.filterPlan);
    conditions.push(`e.plan = $${params.length}`);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** The created-at order, newest first: the order its indexes carry the search column and filters in. */
const NEWEST_FIRST = 'e.created_at DESC, e.id DESC';

/**
 * The matches counted up to ADMIN_EXPORTER_COUNT_LIMIT + 1: the LIMIT stops the scan there, where an exact
 * count of a common word ("international": ~7,000 rows over ~5,800 heap pages of the bench) took 10–20 ms.
 * Counted in the created-at order, so a common term is read index-only along that order (~1,000 matches
 * within ~15,000 entries) instead of from its trigram bitmap; a rare one still takes the trigram index.
 */
export function adminExporterCountSql(query: AdminExportersQuery): Statement {
  const where = whereOf(query);
  const params = [...where.params, ADMIN_EXPORTER_COUNT_LIMIT + 1];
  return {
    sql: `SELECT count(*)::int AS total
            FROM (SELECT 1 FROM catalog.exporters e ${where.sql}
                   ORDER BY ${NEWEST_FIRST} LIMIT $${params.length}) m`,
    params,
  };
}

/**
 * The list's total from the capped count and the page read beside it. Past the limit the total is a lower
 * bound (at least the rows up to this page's end, so "2,001–2,020 of" never names fewer than 2,020), unless
 * the page came back short: then it is the last page and the total is exact.
 */
export function adminExporterTotal(
  counted: number,
  query: Pick<AdminExportersQuery, 'limit' | 'offset'>,
  shown: number,
): Pick<AdminExporterListDto, 'total' | 'totalCapped'> {
  if (counted <= ADMIN_EXPORTER_COUNT_LIMIT) return { total: counted, totalCapped: false };
  // An empty page (past the end) proves nothing beyond the count.
  if (shown === 0) return { total: ADMIN_EXPORTER_COUNT_LIMIT, totalCapped: true };
  const end = query.offset + shown;
  if (shown < query.limit) return { total: end, totalCapped: false };
  return { total: Math.max(ADMIN_EXPORTER_COUNT_LIMIT, end), totalCapped: true };
}

/**
 * One page; completeness is computed for the page's rows only, unless it is the order. Ordered by a
 * column, the page's ids are found first (index-only on the created-at indexes, which carry the
 * filters), and only those rows are read.
 */
export function adminExporterPageSql(query: AdminExportersQuery): Statement {
  const where = whereOf(query);
  const params = [...where.params, query.limit, query.offset];
  return { sql: pageSql(query, where, params.length - 1), params };
}

/**
 * The list in one statement: the page's rows each with the capped count as `total` (adminExporterCountSql),
 * or one row of only `total` (its id null) when the page is empty. One connection and one round trip a
 * request, where the two statements in parallel held two of the pool's.
 */
export function adminExporterListSql(query: AdminExportersQuery): Statement {
  const count = adminExporterCountSql(query);
  const params = [...count.params, query.limit, query.offset];
  const page = pageSql(query, whereOf(query), params.length - 1);
  return {
    sql: `SELECT t.total, p.* FROM (${count.sql}) t LEFT JOIN LATERAL (${page}) p ON true ${orderOf(query, 'p')}`,
    params,
  };
}

/** The list's order over the rows aliased `alias` (completeness: the page's output column, within it). */
function orderOf(query: AdminExportersQuery, alias: string): string {
  const sort = query.sort ?? 'createdAt';
  const direction = (query.order ?? DEFAULT_ORDER[sort]) === 'asc' ? 'ASC' : 'DESC';
  const key = sort === 'completeness' && alias === 'e' ? 'completeness' : `${alias}.${ORDER_KEYS[sort]}`;
  return `ORDER BY ${key} ${direction}, ${alias}.id ${direction}`;
}

/** The page's statement over `where`, its limit and offset the parameters $`limit` and $`limit + 1`. */
function pageSql(query: AdminExportersQuery, where: Statement, limit: number): string {
  const order = orderOf(query, 'e');
  const page = `LIMIT $${limit} OFFSET $${limit + 1}`;
  const columns = `e.id, e.company_name, e.city, e.contact_person, e.email, e.logo_url, e.status, e.is_premium,
             e.plan, e.is_verified, e.created_at, ${profileCompleteness('e')} AS completeness`;
  if ((query.sort ?? 'createdAt') === 'completeness')
    return `SELECT ${columns} FROM catalog.exporters e ${where.sql} ${order} ${page}`;
  return `
      SELECT ${columns}
        FROM (SELECT e.id FROM catalog.exporters e ${where.sql} ${order} ${page}) top
        JOIN catalog.exporters e ON e.id = top.id
       ${order}`;
}

export function toAdminExporterDto(row: AdminExporterRow): AdminExporterDto {
  return {
    id: row.id,
    companyName: row.company_name,
    city: row.city,
    contactPerson: row.contact_person,
    email: row.email,
    logoUrl: row.logo_url,
    status: row.status,
    isPremium: row.is_premium,
    plan: row.plan,
    isVerified: row.is_verified,
    completeness: row.completeness,
    createdAt: row.created_at.toISOString(),
  };
}
