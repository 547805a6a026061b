import { SEARCH_RESULT_LIMIT } from '@ped/contracts/options';
import { exporterListSql, normaliseSearch } from './exporter-list.sql.js';
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
  it('browses approved exporters in browse order and sums count cells', () => {
    const { page, count } = exporterListSql({ search: null }, 12, 24);
    expect(page.text).toContain("e.status = 'approved'");
    expect(page.values).toEqual([12, 24]);
    expect(count.text).toContain('catalog.public_exporter_counts');
    expect(count.values).toEqual([0]);
  });

  it('binds every value as a parameter and combines filters with the search', () => {
    const { page, count } = exporterListSql(
      { search: "o'neil", categoryId: 4, city: 'Sialkot', verified: true },
      12,
      0,
    );
    expect(page.values).toEqual([4, 'Sialkot', "o'neil", SEARCH_RESULT_LIMIT, 12, 0]);
    expect(page.text).not.toContain("o'neil");
    expect(page.text).toContain('ec.category_id = $1');
    expect(page.text).toContain('e.city = $2');
    expect(page.text).toContain("websearch_to_tsquery('english', $3)");
    expect(count.values).toEqual([4, 'Sialkot', "o'neil", SEARCH_RESULT_LIMIT]);
    expect(count.text).toContain('LIMIT $4 + 1');
  });
});

describe('toExporterListDto', () => {
  it('caps a search total and says so; browse totals are exact', () => {
    expect(toExporterListDto([], SEARCH_RESULT_LIMIT + 1, 'cotton', 'cotton')).toEqual({
      exporters: [],
      total: SEARCH_RESULT_LIMIT,
      totalCapped: true,
    });
    expect(toExporterListDto([], SEARCH_RESULT_LIMIT, 'cotton', 'cotton').totalCapped).toBe(false);
    expect(toExporterListDto([], 90_000, null, null)).toEqual({
      exporters: [],
      total: 90_000,
      totalCapped: false,
    });
  });

  it('names the corrected search only when it differs from what was typed', () => {
    expect(toExporterListDto([], 3, 'basmati rise', 'basmati rice').correctedSearch).toBe('basmati rice');
    expect(toExporterListDto([], 3, 'basmati rice', 'basmati rice')).not.toHaveProperty('correctedSearch');
  });
});
