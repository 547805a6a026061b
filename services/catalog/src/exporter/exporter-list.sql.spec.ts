import { SEARCH_RESULT_LIMIT } from '@ped/contracts/options';
import {
  exporterListSql,
  normaliseSearch,
  otherWordSlots,
  readSearchFirst,
  searchFirstSql,
} from './exporter-list.sql.js';
import { toExporterListDto } from './exporter.util.js';

describe('normaliseSearch', () => {
  it('trims, collapses whitespace and lower-cases', () => {
    expect(normaliseSearch('  Basmati \n\t RICE  ')).toBe('basmati rice');
  });

  it('treats empty and whitespace-only text as no search', () => {
    expect(normaliseSearch(undefined)).toBeNull();
    expect(normaliseSearch('')).toBeNull();
    expect(normaliseSearch(' \u0000 \u001f ')).toBeNull();
  });

  it('keeps quotes, % and backslashes as plain characters (they only ever travel as parameters)', () => {
    expect(normaliseSearch("'; DROP TABLE exporters; --")).toBe("'; drop table exporters; --");
    expect(normaliseSearch('%')).toBe('%');
    expect(normaliseSearch('\\')).toBe('\\');
  });

  it('caps the length', () => {
    expect(normaliseSearch('a'.repeat(500))).toHaveLength(200);
  });
});

describe('exporterListSql', () => {
  it('browses approved exporters by merit, never by plan, with the sum of the count cells', () => {
    const { text, values, prepared } = exporterListSql({ search: null }, 12, 24);
    expect(prepared).toBe(true);
    expect(text).toContain("e.status = 'approved'");
    expect(text).toContain('ORDER BY e.merit DESC, e.company_name, e.id');
    expect(text).not.toContain('is_premium DESC');
    expect(text).toContain('catalog.public_exporter_counts');
    expect(values).toEqual([12, 24, 0]);
  });

  it('orders by the sort asked for; filters the indexes do not answer count up to the window', () => {
    const newest = exporterListSql({ search: null, sort: 'newest', businessType: 'Manufacturer' }, 12, 0);
    expect(newest.text).toContain('ORDER BY e.created_at DESC, e.id DESC');
    expect(newest.text).toContain('e.business_type = $1');
    expect(newest.text).not.toContain('public_exporter_counts');
    expect(newest.values).toEqual(['Manufacturer', 12, 0, SEARCH_RESULT_LIMIT]);
    const years = exporterListSql(
      { search: null, sort: 'years', certification: 'CE Marking', maxMinimumOrder: 500 },
      12,
      0,
    );
    expect(years.text).toContain('ORDER BY e.established_year NULLS LAST');
    expect(years.text).toContain('$1 = ANY (e.certifications)');
    expect(years.text).toContain('pr.minimum_order_quantity <= $2');
  });

  it('reads a category’s page in its listings’ order index, filtered there by city and verified', () => {
    const { text, values, prepared } = exporterListSql(
      { search: null, categoryId: 4, city: 'Sialkot', verified: true, sort: 'years' },
      12,
      36,
    );
    // Planned for its own LIMIT and OFFSET (a generic plan may sort the whole category).
    expect(prepared).toBeUndefined();
    expect(text).toContain(
      'FROM catalog.category_listings l WHERE l.category_id = $1 AND l.city = $2 AND l.is_verified',
    );
    expect(text).toContain(
      'ORDER BY l.established_year NULLS LAST, l.company_name, l.exporter_id LIMIT $3 OFFSET $4',
    );
    expect(text).not.toContain('EXISTS');
    // The total: the category's count cells, exact.
    expect(text).toContain('catalog.public_exporter_counts');
    expect(values).toEqual([4, 'Sialkot', 12, 36, 4, 'Sialkot']);
    for (const [sort, order] of [
      ['relevance', 'l.merit DESC, l.company_name, l.exporter_id'],
      ['newest', 'l.created_at DESC, l.exporter_id DESC'],
      ['response', 'l.response_rate DESC NULLS LAST, l.merit DESC, l.company_name, l.exporter_id'],
    ] as const)
      expect(exporterListSql({ search: null, categoryId: 4, sort }, 12, 0).text).toContain(
        `ORDER BY ${order} LIMIT`,
      );
  });

  it('probes the other filters of a category’s page per listing, and counts them up to the window', () => {
    const { text, values } = exporterListSql(
      { search: null, categoryId: 4, businessType: 'Manufacturer' },
      12,
      0,
    );
    expect(text).toContain('(SELECT true FROM catalog.exporters e WHERE e.id = l.exporter_id AND');
    expect(text).toContain('e.business_type = $2');
    expect(text).not.toContain('public_exporter_counts');
    expect(values).toEqual([4, 'Manufacturer', 12, 0, 4, 'Manufacturer', SEARCH_RESULT_LIMIT]);
  });

  it('filters by a minimum response rate and sorts by it, exporters without figures last', () => {
    const { text, values } = exporterListSql({ search: null, sort: 'response', responseRate: 80 }, 12, 0);
    expect(text).toContain('e.response_rate >= $1');
    expect(text).toContain('ORDER BY e.response_rate DESC NULLS LAST, e.merit DESC, e.company_name, e.id');
    expect(text).toContain('ORDER BY p.response_rate DESC NULLS LAST, p.merit DESC');
    expect(text).not.toContain('public_exporter_counts');
    expect(values).toEqual([80, 12, 0, SEARCH_RESULT_LIMIT]);
  });

  it('binds every value as a parameter, ranks by text rank scaled by merit and shows matched products', () => {
    const { text, values, prepared } = exporterListSql(
      { search: "o'neil", categoryId: 4, city: 'Sialkot', verified: true },
      12,
      0,
    );
    expect(values).toEqual([4, 'Sialkot', "o'neil", "o'neil", SEARCH_RESULT_LIMIT, 12, 0]);
    expect(text).not.toContain("o'neil");
    expect(text).toContain('ec.category_id = $1');
    expect(text).toContain('e.city = $2');
    expect(text).toContain(
      "catalog.search_score(ts_rank_cd(e.search_vector, websearch_to_tsquery('english', $3)), e.merit)",
    );
    expect(text).toContain('catalog.any_word_query($4)');
    expect(text).toContain('matched_products');
    expect(text).toContain('LIMIT $5 + 1');
    // The tsquery is folded into the plan: a generic plan would compute it per row.
    expect(prepared).toBeUndefined();
  });
});

describe('searchFirstSql', () => {
  it("corrects the search and reads its words' page from the postings, bounded by the window", () => {
    const { text, values, prepared } = searchFirstSql(
      "o'neil",
      { categoryId: 4, city: 'Sialkot', verified: true },
      12,
      36,
    );
    expect(values).toEqual(["o'neil", 'Sialkot', 4, SEARCH_RESULT_LIMIT, 36, 12]);
    expect(text).not.toContain("o'neil");
    expect(text).not.toContain('websearch_to_tsquery');
    expect(text).toContain('catalog.search_corrections($1)');
    expect(text).toContain('catalog.search_lexemes(s.search)');
    expect(text).toContain('p.lexeme = (SELECT t.driver FROM terms t) AND p.city = $2 AND p.is_verified');
    expect(text).toContain('ec.category_id = $3');
    expect(text).toContain('LIMIT greatest(least($6, $4 - $5), 0) OFFSET $5');
    expect(text).toContain('ON terms.lexemes IS NOT NULL');
    expect(prepared).toBe(true);
  });

  it('probes each posting for as many other words as the search can have', () => {
    const probes = (search: string) => searchFirstSql(search, {}, 12, 0).text.match(/AS r\d/g)?.length ?? 0;
    expect([probes('cotton'), probes('basmati rice'), probes('cotton towels karachi')]).toEqual([0, 1, 2]);
    expect(probes('surgical scissors steel sialkot export')).toBe(3);
    // A hyphen or an apostrophe can make one word several lexemes: every slot.
    expect(probes("o'neil")).toBe(3);
    expect(otherWordSlots('cotton-towels')).toBe(3);
    // A search with more other words than slots is left to the full-text path.
    expect(searchFirstSql('basmati rice', {}, 12, 0).text).toContain('cardinality(terms.others) <= 1');
  });

  it('searches the words as typed when exact, and only finds the terms when the postings cannot answer', () => {
    const exact = searchFirstSql('surgicle', {}, 12, 0, { exact: true });
    expect(exact.text).not.toContain('search_corrections');
    const termsOnly = searchFirstSql('surgicle', {}, 12, 0, { postings: false });
    expect(termsOnly.text).not.toContain('search_postings p');
    expect(termsOnly.values).toEqual(['surgicle']);
  });
});

describe('readSearchFirst', () => {
  const terms = {
    corrected_search: 'surgical',
    search_alternatives: ['surgeon'],
    search_lexemes: ['surgic'],
  };

  it('takes the page when the postings answered', () => {
    const rows = [{ ...terms, total: 0, id: null }];
    expect(readSearchFirst(rows, 'surgicle')).toEqual({
      search: 'surgical',
      alternatives: ['surgeon'],
      lexemes: ['surgic'],
      page: rows,
    });
  });

  it('leaves the list to exporterListSql otherwise, and keeps what was typed without a correction', () => {
    const none = { total: null, id: null };
    expect(readSearchFirst([{ ...terms, search_lexemes: null, ...none }], 'surgicle')).toEqual({
      search: 'surgical',
      alternatives: ['surgeon'],
      lexemes: null,
      page: null,
    });
    expect(readSearchFirst([{ ...terms, ...none }], 'surgicle').page).toBeNull();
    expect(
      readSearchFirst(
        [{ corrected_search: null, search_alternatives: null, search_lexemes: null, ...none }],
        'basmati rice',
      ).search,
    ).toBe('basmati rice');
  });
});

describe('toExporterListDto', () => {
  const empty = (total: number) => [{ total, id: null }];

  it('caps a search total and says so; browse totals are exact', () => {
    expect(toExporterListDto(empty(SEARCH_RESULT_LIMIT + 1), 'cotton', 'cotton', true)).toEqual({
      exporters: [],
      total: SEARCH_RESULT_LIMIT,
      totalCapped: true,
    });
    expect(toExporterListDto(empty(SEARCH_RESULT_LIMIT), 'cotton', 'cotton', true).totalCapped).toBe(false);
    expect(toExporterListDto(empty(90_000), null, null, false)).toEqual({
      exporters: [],
      total: 90_000,
      totalCapped: false,
    });
  });

  it('takes the total from the rows and leaves out the row of an empty page', () => {
    const row = {
      total: 2,
      id: 7,
      company_name: 'Indus Cotton Mills',
      description: null,
      city: 'Faisalabad',
      country: 'Pakistan',
      established_year: 1998,
      logo_url: null,
      certifications: [],
      is_verified: true,
      is_premium: false,
      business_type: 'Manufacturer',
      category_ids: [1],
      response_rate: '92.50',
      median_response_minutes: 95,
    };
    const list = toExporterListDto([row, { ...row, id: 8, response_rate: null }], null, null, false);
    expect(list.total).toBe(2);
    expect(list.exporters.map((e) => e.id)).toEqual([7, 8]);
    expect(list.exporters.map((e) => [e.responseRate, e.medianResponseMinutes])).toEqual([
      [92.5, 95],
      [null, 95],
    ]);
    expect(toExporterListDto([], null, null, false).total).toBe(0);
  });

  it('names the corrected search only when it differs from what was typed', () => {
    expect(toExporterListDto(empty(3), 'basmati rise', 'basmati rice', true).correctedSearch).toBe(
      'basmati rice',
    );
    expect(toExporterListDto(empty(3), 'basmati rice', 'basmati rice', true)).not.toHaveProperty(
      'correctedSearch',
    );
  });
});
