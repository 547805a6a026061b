import { queryKeyToUrl, toQueryString } from './queryKey.js';

describe('queryKeyToUrl', () => {
  it('joins path parts and turns a trailing object into the query string, skipping empty values', () => {
    expect(queryKeyToUrl(['/api/categories', 'rice'])).toBe('/api/categories/rice');
    expect(queryKeyToUrl(['/api/exporters', { limit: 12, offset: 0, search: '', city: undefined }])).toBe(
      '/api/exporters?limit=12&offset=0',
    );
    expect(toQueryString({ search: 'a&b', verified: true })).toBe('?search=a%26b&verified=true');
    expect(toQueryString({})).toBe('');
  });
});
