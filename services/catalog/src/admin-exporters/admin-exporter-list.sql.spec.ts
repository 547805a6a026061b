import { ADMIN_EXPORTER_COUNT_LIMIT as CAP } from '@ped/contracts/catalog';
import {
  adminExporterCountSql,
  adminExporterListSql,
  adminExporterTotal,
} from './admin-exporter-list.sql.js';

describe('adminExporterCountSql', () => {
  it('counts the matches of the filters only up to one past the limit', () => {
    const { sql, params } = adminExporterCountSql({
      searchTerm: 'International',
      filterStatus: 'pending',
      filterPlan: 'free',
      limit: 20,
      offset: 0,
    });
    expect(sql).toMatch(/SELECT count\(\*\)::int AS total\s+FROM \(SELECT 1 FROM catalog\.exporters e WHERE/);
    expect(sql).toMatch(/WHERE e\.admin_search LIKE \$1 AND e\.status = \$2 AND e\.plan = \$3\s+ORDER BY/);
    expect(sql).toMatch(/ORDER BY e\.created_at DESC, e\.id DESC LIMIT \$4\) m/);
    expect(params).toEqual(['%international%', 'pending', 'basic', CAP + 1]);
  });

  it('checks each field too when the term holds a line break (the combined column joins them by one)', () => {
    const { sql } = adminExporterCountSql({ searchTerm: 'Ltd\nInfo', limit: 20, offset: 0 });
    expect(sql).toContain(
      'e.admin_search LIKE $1 AND (lower(e.company_name) LIKE $1 OR lower(e.email) LIKE $1 OR lower(e.contact_person) LIKE $1)',
    );
    expect(adminExporterCountSql({ searchTerm: 'Ltd Info', limit: 20, offset: 0 }).sql).not.toContain(
      'lower(e.company_name)',
    );
  });

  it('counts every exporter up to the limit without filters', () => {
    const { sql, params } = adminExporterCountSql({ limit: 20, offset: 0 });
    expect(sql).not.toContain('WHERE');
    expect(sql).toMatch(/LIMIT \$1\) m/);
    expect(params).toEqual([CAP + 1]);
  });
});

describe('adminExporterListSql', () => {
  it('reads the capped count and the page in one statement, numbering their parameters in turn', () => {
    const { sql, params } = adminExporterListSql({ searchTerm: 'Khan', limit: 20, offset: 40 });
    expect(params).toEqual(['%khan%', CAP + 1, 20, 40]);
    expect(sql).toMatch(/^SELECT t\.total, p\.\* FROM \(SELECT count\(\*\)/);
    expect(sql).toMatch(/LIMIT \$2\) m\) t LEFT JOIN LATERAL/);
    expect(sql).toContain('LIMIT $3 OFFSET $4');
    expect(sql).toMatch(/ON true ORDER BY p\.created_at DESC, p\.id DESC$/);
  });
});

describe('adminExporterTotal', () => {
  const page = { limit: 20, offset: 0 };

  it('is exact up to the limit', () => {
    expect(adminExporterTotal(0, page, 0)).toEqual({ total: 0, totalCapped: false });
    expect(adminExporterTotal(CAP, page, 20)).toEqual({ total: CAP, totalCapped: false });
  });

  it('is the limit, flagged, when one more matches', () => {
    expect(adminExporterTotal(CAP + 1, page, 20)).toEqual({ total: CAP, totalCapped: true });
  });

  it('past the limit, never names fewer than the rows up to the page shown', () => {
    expect(adminExporterTotal(CAP + 1, { limit: 20, offset: 2_000 }, 20)).toEqual({
      total: 2_020,
      totalCapped: true,
    });
  });

  it('is exact on a short page past the limit (the last page)', () => {
    expect(adminExporterTotal(CAP + 1, { limit: 20, offset: 2_000 }, 7)).toEqual({
      total: 2_007,
      totalCapped: false,
    });
  });

  it('is the limit, flagged, on an empty page past the end', () => {
    expect(adminExporterTotal(CAP + 1, { limit: 20, offset: 5_000 }, 0)).toEqual({
      total: CAP,
      totalCapped: true,
    });
  });
});
