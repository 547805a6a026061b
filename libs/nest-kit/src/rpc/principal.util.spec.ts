import { isAdmin, requireAdmin } from './principal.util.js';

describe('admin checks', () => {
  it('accepts the admin console and users with role admin', () => {
    expect(isAdmin({ sub: '1', kind: 'admin' })).toBe(true);
    expect(isAdmin({ sub: '2', kind: 'user', role: 'admin' })).toBe(true);
  });

  it('refuses exporters, buyers and anonymous callers with the right code', () => {
    expect(isAdmin({ sub: '3', kind: 'user', role: 'exporter' })).toBe(false);
    expect(() => requireAdmin({ sub: '4', kind: 'buyer' })).toThrow(
      expect.objectContaining({ body: { code: 'FORBIDDEN', message: 'Forbidden' } }),
    );
    expect(() => requireAdmin(undefined)).toThrow(
      expect.objectContaining({ body: { code: 'UNAUTHORIZED', message: 'Unauthorized' } }),
    );
  });
});
