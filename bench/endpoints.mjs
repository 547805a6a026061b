// The benchmarked routes: what is requested (same URL for the baseline and the gateway) and the
// SQL behind it (for EXPLAIN).
import { PAGE_SIZE } from '@ped/contracts/options';
import {
  categoriesSql,
  listSql,
  normaliseSearch,
  productsSql,
  profileSql,
  readSearchFirst,
  searchFirstStatement,
  statsSql,
} from './queries.mjs';

export const COMMON_WORD = 'cotton';
export const MISSPELLING = 'surgicle';
/** Searches of several words (answered from the postings too: the rarest word read, the others probed). */
export const MULTI_WORD = ['basmati rice', 'cotton towels'];
const FILTER = { slug: 'surgical-instruments', city: 'Sialkot' };
/** Profiles and product lists are asked for these many approved exporters in turn. */
const PROFILE_COUNT = 50;

/** Ids the routes need: a category, and approved exporters (with products) spread over the table. */
export async function loadFixtures(client) {
  const { rows: category } = await client.query('SELECT id FROM catalog.categories WHERE slug = $1', [
    FILTER.slug,
  ]);
  const { rows: exporters } = await client.query(
    `SELECT e.id FROM catalog.exporters e
      WHERE e.status = 'approved' AND EXISTS (SELECT 1 FROM catalog.products p WHERE p.exporter_id = e.id)
      ORDER BY hashint4(e.id) LIMIT $1`,
    [PROFILE_COUNT],
  );
  if (!category[0] || exporters.length === 0) throw new Error('the bench database has no catalogue');
  // What each benchmarked search runs as after spelling correction (for its statements' plans).
  const searchTerms = {};
  for (const word of [COMMON_WORD, MISSPELLING, ...MULTI_WORD]) {
    const { text, values } = searchFirstStatement(word, {});
    const { search, lexemes } = readSearchFirst((await client.query(text, values)).rows, word);
    searchTerms[word] = { search, lexemes };
  }
  return { categoryId: category[0].id, exporterIds: exporters.map((row) => row.id), searchTerms };
}

const query = (params) =>
  '?' +
  new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );

/**
 * @param {{ categoryId: number, exporterIds: number[],
 *           searchTerms: Record<string, { search: string, lexemes: string[] | null }> }} fixtures
 */
export function endpoints({ categoryId, exporterIds, searchTerms }) {
  const listEndpoint = (key, name, params) => {
    const full = { limit: PAGE_SIZE, offset: 0, ...params };
    const typed = normaliseSearch(full.search);
    const terms = typed === null ? null : searchTerms[typed];
    // A search's first statement; the full-text list only when it found no lexemes.
    const sql =
      terms === null
        ? listSql(full, null)
        : [searchFirstStatement(typed, full), ...(terms.lexemes ? [] : listSql(full, terms.search))];
    return { key, name, list: true, paths: [`/api/exporters${query(full)}`], sql };
  };
  return [
    listEndpoint('browse-1', 'browse page 1', {}),
    listEndpoint('browse-50', 'browse page 50', { offset: 49 * PAGE_SIZE }),
    // A category's landing page: what search engines send buyers to.
    listEndpoint('category', 'category page 1', { categoryId }),
    listEndpoint('search-common', `search "${COMMON_WORD}"`, { search: COMMON_WORD }),
    listEndpoint('search-misspelled', `search "${MISSPELLING}" (misspelt)`, { search: MISSPELLING }),
    listEndpoint('search-basmati-rice', `search "${MULTI_WORD[0]}"`, { search: MULTI_WORD[0] }),
    listEndpoint('search-cotton-towels', `search "${MULTI_WORD[1]}"`, { search: MULTI_WORD[1] }),
    listEndpoint('filter', `category + ${FILTER.city} + verified`, {
      categoryId,
      city: FILTER.city,
      verified: true,
    }),
    {
      key: 'profile',
      name: `exporter profile (${exporterIds.length} ids in turn)`,
      paths: exporterIds.map((id) => `/api/exporters/${id}`),
      sql: profileSql(exporterIds[0]),
    },
    {
      key: 'products',
      name: `products of an exporter (${exporterIds.length} ids in turn)`,
      paths: exporterIds.map((id) => `/api/exporters/${id}/products`),
      sql: productsSql(exporterIds[0]),
    },
    { key: 'categories', name: 'categories', paths: ['/api/categories'], sql: categoriesSql() },
    { key: 'stats', name: 'stats', paths: ['/api/stats'], sql: statsSql() },
  ];
}
