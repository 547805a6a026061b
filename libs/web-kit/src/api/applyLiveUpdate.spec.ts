import { QueryClient } from '@tanstack/react-query';
import { applyLiveUpdate } from './applyLiveUpdate.js';

interface Profile {
  id: number;
  isVerified: boolean;
}

function clientWith(entries: [readonly unknown[], unknown][]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

describe('applyLiveUpdate', () => {
  it("patches exactly the pushed key's cached answer, leaving keys below it and absent keys alone", async () => {
    const products = [{ id: 1 }];
    const client = clientWith([
      [['/api/exporters', '5'], { id: 5, isVerified: false }],
      [['/api/exporters', '5', 'products'], products],
    ]);
    await applyLiveUpdate<Profile>(client, {
      queryKey: ['/api/exporters', '5'],
      update: (profile) => ({ ...profile, isVerified: true }),
    });
    await applyLiveUpdate<Profile>(client, {
      queryKey: ['/api/exporters', '6'],
      update: (profile) => ({ ...profile, isVerified: true }),
    });
    expect(client.getQueryData(['/api/exporters', '5'])).toEqual({ id: 5, isVerified: true });
    expect(client.getQueryData(['/api/exporters', '5', 'products'])).toBe(products);
    expect(client.getQueryData(['/api/exporters', '6'])).toBeUndefined();
    expect(client.getQueryState(['/api/exporters', '5'])?.isInvalidated).toBe(false);
  });

  it('without an update, marks every query under the key stale (and none outside it)', async () => {
    const client = clientWith([
      [['/api/exporters', { limit: 12, offset: 0 }], { exporters: [], total: 0 }],
      [['/api/exporters', 'featured'], []],
      [['/api/categories'], []],
    ]);
    await applyLiveUpdate(client, { queryKey: ['/api/exporters'] });
    expect(client.getQueryState(['/api/exporters', { limit: 12, offset: 0 }])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/exporters', 'featured'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/categories'])?.isInvalidated).toBe(false);
  });
});
