import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@ped/contracts/options';
import type { SavedSearch } from './saved-search.entity.js';
import {
  ALL_EXPORTERS_LABEL,
  countsAreCurrent,
  filtersLabel,
  SAVED_SEARCH_COUNTS_TTL_MS,
  storedFilters,
} from './saved-search.util.js';

describe('saved search names and filters', () => {
  it('names a search by its filters in the browse page’s order', () => {
    expect(filtersLabel({ search: 'rice', city: 'Karachi', verified: true }, null)).toBe(
      'rice · Karachi · Verified',
    );
    expect(
      filtersLabel({ categoryId: 3, certification: 'ISO Certification', maxMinimumOrder: 500 }, 'Textiles'),
    ).toBe('Textiles · ISO Certification · MOQ ≤ 500');
    expect(filtersLabel({ search: 'rice', responseRate: 80, sort: 'response' }, null)).toBe(
      'rice · Response ≥ 80%',
    );
  });

  it('names a search without filters "All exporters", and cuts a long name', () => {
    expect(filtersLabel({ sort: 'newest' }, null)).toBe(ALL_EXPORTERS_LABEL);
    const long = filtersLabel({ search: 'x'.repeat(200) }, null);
    expect(long).toHaveLength(SAVED_SEARCH_NAME_MAX_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });

  it('stores only the filters that are set', () => {
    expect(storedFilters({ search: 'rice', city: undefined, verified: true })).toEqual({
      search: 'rice',
      verified: true,
    });
  });
});

describe('kept saved-search counts', () => {
  const countedAt = new Date('2026-11-25T12:00:00Z');
  const search = { matchCount: 12, matchCountCapped: false, newCount: 2, countedAt } as SavedSearch;
  const later = (ms: number) => new Date(countedAt.getTime() + ms);

  it('are shown as counted within the time to live, when no exporter was listed since', () => {
    expect(countsAreCurrent(search, later(-5_000), later(SAVED_SEARCH_COUNTS_TTL_MS - 1))).toBe(true);
    expect(countsAreCurrent(search, null, later(1_000))).toBe(true);
  });

  it('are counted again once older than the time to live, after a new listing, or never counted', () => {
    expect(countsAreCurrent(search, null, later(SAVED_SEARCH_COUNTS_TTL_MS))).toBe(false);
    expect(countsAreCurrent(search, later(1), later(1_000))).toBe(false);
    expect(countsAreCurrent({ ...search, countedAt: null }, null, later(1_000))).toBe(false);
  });
});
