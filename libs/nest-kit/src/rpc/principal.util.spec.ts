import type { Principal } from '@ped/contracts';
import { isAdmin, requireAdmin, requirePrincipal } from './principal.util.js';

const as = (principal?: Principal) => ({ requestId: 'test', ...(principal ? { principal } : {}) });

describe('admin checks', () => {
  it('accepts the admin console and users with role admin', () => {
    expect(isAdmin({ sub: '1', kind: 'admin' })).toBe(true);
    expect(isAdmin({ sub: '2', kind: 'user', role: 'admin' })).toBe(true);
    expect(requireAdmin(as({ sub: '1', kind: 'admin' }))).toEqual({ sub: '1', kind: 'admin' });
  });

  it('refuses exporters, buyers and anonymous callers with the right reason', () => {
    expect(isAdmin({ sub: '3', kind: 'user', role: 'exporter' })).toBe(false);
    expect(() => requireAdmin(as({ sub: '4', kind: 'buyer' }))).toThrow(
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
    expect(requirePrincipal(as({ sub: '1', kind: 'buyer' }), ['buyer'])).toEqual({ sub: '1', kind: 'buyer' });
    expect(() => requirePrincipal(as({ sub: '1', kind: 'user' }), ['buyer'])).toThrow(
      expect.objectContaining({ body: { code: 'FORBIDDEN', reason: 'NOT_PERMITTED', message: 'Forbidden' } }),
    );
  });

  it('keeps an admin who must change the first password out of admin work', () => {
    expect(() =>
      requireAdmin(as({ sub: '1', kind: 'admin', role: 'admin', mustChangePassword: true })),
    ).toThrow(
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
