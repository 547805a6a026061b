import { SEARCH_RESULT_LIMIT } from '@ped/contracts/options';
import { exporterListSql, normaliseSearch, readSearchFirst, searchFirstSql } from './exporter-list.sql.js';
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
  it('browses approved exporters in browse order with the sum of the count cells', () => {
    const { text, values, prepared } = exporterListSql({ search: null }, 12, 24);
    expect(prepared).toBe(true);
    expect(text).toContain("e.status = 'approved'");
    expect(text).toContain('catalog.public_exporter_counts');
    expect(text).toContain('LEFT JOIN LATERAL');
    expect(values).toEqual([12, 24, 0]);
  });

  it('binds every value as a parameter and combines filters with the search, planned per call', () => {
    const { text, values, prepared } = exporterListSql(
      { search: "o'neil", categoryId: 4, city: 'Sialkot', verified: true },
      12,
      0,
    );
    expect(values).toEqual([4, 'Sialkot', "o'neil", SEARCH_RESULT_LIMIT, 12, 0]);
    expect(text).not.toContain("o'neil");
    expect(text).toContain('ec.category_id = $1');
    expect(text).toContain('e.city = $2');
    expect(text).toContain("websearch_to_tsquery('english', $3)");
    expect(text).toContain('LIMIT $4 + 1');
    // The tsquery is folded into the plan: a generic plan would compute it per row.
    expect(prepared).toBeUndefined();
  });
});

describe('searchFirstSql', () => {
  it("corrects the search and reads its lexeme's page from the postings, bounded by the window", () => {
    const { text, values, prepared } = searchFirstSql(
      "o'neil",
      { categoryId: 4, city: 'Sialkot', verified: true },
      12,
      36,
    );
    expect(values).toEqual(["o'neil", 'Sialkot', 4, SEARCH_RESULT_LIMIT, 36, 12]);
    expect(text).not.toContain("o'neil");
    expect(text).not.toContain('websearch_to_tsquery');
    expect(text).toContain('catalog.correct_search($1)');
    expect(text).toContain(
      'catalog.search_postings p WHERE p.lexeme = terms.lexeme AND p.city = $2 AND p.is_verified',
    );
    expect(text).toContain('ec.category_id = $3');
    expect(text).toContain('LIMIT greatest(least($6, $4 - $5), 0) OFFSET $5');
    expect(text).toContain('ON terms.lexeme IS NOT NULL');
    expect(prepared).toBe(true);
  });
});

describe('readSearchFirst', () => {
  const terms = { corrected_search: 'surgical', search_lexeme: 'surgic' };

  it('takes the page when the lexeme found it', () => {
    const rows = [{ ...terms, total: 0, id: null }];
    expect(readSearchFirst(rows, 'surgicle')).toEqual({ search: 'surgical', lexeme: 'surgic', page: rows });
  });

  it('leaves the list to the full text without a lexeme, and keeps what was typed without a correction', () => {
    const none = { total: null, id: null };
    expect(readSearchFirst([{ ...terms, search_lexeme: null, ...none }], 'surgicle')).toEqual({
      search: 'surgical',
      lexeme: null,
      page: null,
    });
    expect(
      readSearchFirst([{ corrected_search: null, search_lexeme: null, ...none }], 'basmati rice').search,
    ).toBe('basmati rice');
  });
});

describe('toExporterListDto', () => {
  const empty = (total: number) => [{ total, id: null }];

  it('caps a search total and says so; browse totals are exact', () => {
    expect(toExporterListDto(empty(SEARCH_RESULT_LIMIT + 1), 'cotton', 'cotton')).toEqual({
      exporters: [],
      total: SEARCH_RESULT_LIMIT,
      totalCapped: true,
    });
    expect(toExporterListDto(empty(SEARCH_RESULT_LIMIT), 'cotton', 'cotton').totalCapped).toBe(false);
    expect(toExporterListDto(empty(90_000), null, null)).toEqual({
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
      category_ids: [1],
    };
    const list = toExporterListDto([row, { ...row, id: 8 }], null, null);
    expect(list.total).toBe(2);
    expect(list.exporters.map((e) => e.id)).toEqual([7, 8]);
    expect(toExporterListDto([], null, null).total).toBe(0);
  });

  it('names the corrected search only when it differs from what was typed', () => {
    expect(toExporterListDto(empty(3), 'basmati rise', 'basmati rice').correctedSearch).toBe('basmati rice');
    expect(toExporterListDto(empty(3), 'basmati rice', 'basmati rice')).not.toHaveProperty('correctedSearch');
  });
});
