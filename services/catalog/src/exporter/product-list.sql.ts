import type { ProductListDto, ProductListItemDto } from '@ped/contracts/catalog';
import { SEARCH_RESULT_LIMIT, type ListSort } from '@ped/contracts/options';
import {
  exporterTraitsWhere,
  normaliseSearch,
  parameters,
  type ListRequest,
  type Statement,
} from './exporter-list.sql.js';

/**
 * GET /api/products: the browse page's product view, with the exporter list's filters, in one
 * statement. A search (spelling-corrected as the exporter list's, unless `exact`) ranks the first
 * SEARCH_RESULT_LIMIT products the full-text index yields by text rank scaled by their exporter's
 * merit; without a search, `relevance` lists the newest first. `years` lists the products of the
 * exporters longest in business first, `response` those of the most responsive exporters. Totals count up to SEARCH_RESULT_LIMIT + 1 ("500+").
 */
export async function listProducts(
  run: (statement: Statement) => Promise<unknown[]>,
  request: ListRequest,
): Promise<ProductListDto> {
  const typed = normaliseSearch(request.search);
  const rows = (await run(productListSql(typed, request))) as ProductListRow[];
  const counted = rows[0]?.total ?? 0;
  const searched = rows[0]?.search ?? null;
  return {
    products: rows.filter((row): row is ProductRow => row.id !== null).map(toProductListItem),
    total: Math.min(counted, SEARCH_RESULT_LIMIT),
    totalCapped: counted > SEARCH_RESULT_LIMIT,
    ...(searched !== null && typed !== null && searched !== typed ? { correctedSearch: searched } : {}),
  };
}

interface ProductRow {
  total: number;
  search: string | null;
  id: number;
  name: string;
  description: string | null;
  category_id: number | null;
  image_url: string | null;
  price: string | null;
  unit: string | null;
  minimum_order: string | null;
  exporter_id: number;
  company_name: string;
  city: string | null;
  logo_url: string | null;
  is_verified: boolean;
}

/** A page row, or one row of only the total (and search) when the page is empty. */
type ProductListRow = ProductRow | { total: number; search: string | null; id: null };

const SORT_KEYS: Record<ListSort | 'rank', string> = {
  rank: 'rank DESC, id',
  relevance: 'pr.created_at DESC, pr.id DESC',
  newest: 'pr.created_at DESC, pr.id DESC',
  years: 'e.established_year NULLS LAST, e.company_name, e.id, pr.id',
  response: 'e.response_rate DESC NULLS LAST, e.merit DESC, e.id, pr.id',
};

export function productListSql(
  typed: string | null,
  { exact, sort = 'relevance', limit, offset, ...filter }: ListRequest,
): Statement {
  const { values, param } = parameters();
  const search =
    typed === null
      ? 'NULL::text'
      : exact
        ? `${param(typed)}::text`
        : `catalog.correct_search(${param(typed)})`;

  const where = [`e.status = 'approved'`];
  if (filter.categoryId !== undefined) where.push(`pr.category_id = ${param(filter.categoryId)}`);
  where.push(...exporterTraitsWhere(filter, param));
  if (filter.maxMinimumOrder !== undefined) {
    where.push(`pr.minimum_order_quantity <= ${param(filter.maxMinimumOrder)}`);
  }
  const query = `websearch_to_tsquery('english', terms.search)`;
  if (typed !== null) where.push(`pr.search_vector @@ ${query}`);

  const ranked = typed !== null && sort === 'relevance';
  const window = param(SEARCH_RESULT_LIMIT);
  // Ranked: the first matches the index yields, ranked once read. Otherwise the matches in the
  // order asked for, numbered, up to the window.
  const matches = ranked
    ? `SELECT pr.id, catalog.search_score(ts_rank_cd(pr.search_vector, ${query}), e.merit) AS rank
         FROM terms, catalog.products pr JOIN catalog.exporters e ON e.id = pr.exporter_id
        WHERE ${where.join(' AND ')} LIMIT ${window} + 1`
    : `SELECT pr.id, row_number() OVER (ORDER BY ${SORT_KEYS[sort]}) AS rank
         FROM terms, catalog.products pr JOIN catalog.exporters e ON e.id = pr.exporter_id
        WHERE ${where.join(' AND ')} ORDER BY ${SORT_KEYS[sort]} LIMIT ${window} + 1`;
  const pageOrder = ranked ? 'rank DESC, id' : 'rank';
  const page = `SELECT pr.id, pr.name, pr.description, pr.category_id, pr.image_url, pr.price::text AS price,
         pr.unit, pr.minimum_order, e.id AS exporter_id, e.company_name, e.city, e.logo_url, e.is_verified,
         top.rank
    FROM (SELECT id, rank FROM (SELECT id, rank FROM matches LIMIT ${window}) w
           ORDER BY ${pageOrder} LIMIT ${param(limit)} OFFSET ${param(offset)}) top
    JOIN catalog.products pr ON pr.id = top.id
    JOIN catalog.exporters e ON e.id = pr.exporter_id`;
  return {
    text: `WITH terms AS MATERIALIZED (SELECT ${search} AS search),
                matches AS MATERIALIZED (${matches})
           SELECT t.total, terms.search, p.*
             FROM terms, (SELECT count(*)::int AS total FROM matches) t
             LEFT JOIN LATERAL (${page}) p ON true
            ORDER BY ${ranked ? 'p.rank DESC, p.id' : 'p.rank'}`,
    values,
  };
}

function toProductListItem(row: ProductRow): ProductListItemDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    categoryId: row.category_id,
    imageUrl: row.image_url,
    price: row.price,
    unit: row.unit,
    minimumOrder: row.minimum_order,
    exporter: {
      id: row.exporter_id,
      companyName: row.company_name,
      city: row.city,
      logoUrl: row.logo_url,
      isVerified: row.is_verified,
    },
  };
}
