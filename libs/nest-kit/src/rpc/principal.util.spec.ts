import type { Principal } from '@ped/contracts';
import { isAdmin, requireAdmin, requirePrincipal } from './principal.util.js';

const as = (principal?: Principal) => ({ requestId: 'test', ...(principal ? { principal } : {}) });

describe('admin checks', () => {
  it('accepts the admin console and users with role admin', () => {
    expect(isAdmin({ kind: 'admin', id: 1 })).toBe(true);
    expect(isAdmin({ kind: 'user', id: 2, role: 'admin' })).toBe(true);
    expect(requireAdmin(as({ kind: 'admin', id: 1 }))).toEqual({ kind: 'admin', id: 1 });
  });

  it('refuses exporters, buyers and anonymous callers with the right reason', () => {
    expect(isAdmin({ kind: 'user', id: 3, role: 'exporter' })).toBe(false);
    expect(() => requireAdmin(as({ kind: 'buyer', id: 4 }))).toThrow(
      expect.objectContaining({ body: { code: 'FORBIDDEN', reason: 'NOT_PERMITTED', message: 'Forbidden' } }),
    );
    expect(() => requireAdmin(as())).toThrow(
      expect.objectContaining({
        body: { code: 'UNAUTHORIZED', reason: 'SIGN_IN_REQUIRED', message: 'Unauthorized' },
      }),
    );
  });
});

describe('requirePrincipal', () => {
  it("reads the request context's principal and accepts the listed kinds only", () => {
    expect(requirePrincipal(as({ kind: 'buyer', id: 1 }), ['buyer'])).toEqual({ kind: 'buyer', id: 1 });
    expect(() => requirePrincipal(as({ kind: 'user', id: 1 }), ['buyer'])).toThrow(
      expect.objectContaining({ body: { code: 'FORBIDDEN', reason: 'NOT_PERMITTED', message: 'Forbidden' } }),
    );
  });

  it('refuses a principal whose id is not an integer (a session stored before ids were numbers)', () => {
    const stale = { kind: 'buyer', sub: '12' } as unknown as Principal;
    expect(() => requirePrincipal(as(stale))).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ reason: 'SIGN_IN_REQUIRED' }) }),
    );
  });

  it('keeps an admin who must change the first password out of admin work', () => {
    expect(() => requireAdmin(as({ kind: 'admin', id: 1, role: 'admin', mustChangePassword: true }))).toThrow(
      expect.objectContaining({
        body: {
          code: 'FORBIDDEN',
          reason: 'PASSWORD_CHANGE_REQUIRED',
          message: 'You must change your password before continuing',
        },
      }),
    );
  });
});
