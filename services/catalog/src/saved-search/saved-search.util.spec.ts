import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@ped/contracts/options';
import { ALL_EXPORTERS_LABEL, filtersLabel, storedFilters } from './saved-search.util.js';

describe('saved search names and filters', () => {
  it('names a search by its filters in the browse page’s order', () => {
    expect(filtersLabel({ search: 'rice', city: 'Karachi', verified: true }, null)).toBe(
      'rice · Karachi · Verified',
    );
    expect(
      filtersLabel({ categoryId: 3, certification: 'ISO Certification', maxMinimumOrder: 500 }, 'Textiles'),
    ).toBe('Textiles · ISO Certification · MOQ ≤ 500');
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
