import { exporterFilterSql, normaliseSearch } from './exporter-search.util.js';

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

describe('exporterFilterSql', () => {
  it('shows only approved exporters without filters', () => {
    expect(exporterFilterSql({ search: null })).toEqual({
      where: "e.status = 'approved'",
      params: [],
      rank: '',
    });
  });

  it('binds every value as a parameter and combines filters with the search', () => {
    const sql = exporterFilterSql({ search: "o'neil", categoryId: 4, city: 'Sialkot', verified: true });
    expect(sql.params).toEqual([4, 'Sialkot', "o'neil"]);
    expect(sql.where).not.toContain("o'neil");
    expect(sql.where).toContain('ec.category_id = $1');
    expect(sql.where).toContain('e.city = $2');
    expect(sql.where).toContain('e.is_verified');
    expect(sql.where).toContain("websearch_to_tsquery('english', $3)");
    expect(sql.where).toContain("$3 <% (e.company_name || ' ' || e.search_terms)");
    expect(sql.rank).toContain('word_similarity($3');
  });
});
