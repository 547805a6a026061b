import { accessDescription, securityFor, securitySchemes } from './security.js';

describe('OpenAPI security from access policies', () => {
  it('lets public routes be called with nothing, or with a token that is then recognised', () => {
    expect(securityFor({ access: 'public' })).toEqual([{}, { bearer: [] }, { accessCookie: [] }]);
  });

  it('asks signed-in and admin routes for the bearer token or a cookie, and says who', () => {
    const signedIn = [{ bearer: [] }, { accessCookie: [] }, { refreshCookie: [] }];
    expect(securityFor({ access: 'signed-in', kinds: ['buyer'] })).toEqual(signedIn);
    expect(securityFor({ access: 'admin' })).toEqual(signedIn);
    expect(securityFor(undefined)).toEqual(signedIn);
    expect(accessDescription({ access: 'signed-in', kinds: ['buyer'] })).toBe('Access: buyers.');
    expect(accessDescription({ access: 'admin' })).toMatch(/^Access: admins only/);
    expect(accessDescription(undefined)).toMatch(/refused/);
  });

  it('names the cookies of the origin and tells how to obtain and refresh a token', () => {
    const schemes = securitySchemes({
      cookies: { access: '__Host-ped_at', refresh: '__Secure-ped_rt' },
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
    });
    expect(schemes.accessCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: '__Host-ped_at' });
    expect(schemes.refreshCookie).toMatchObject({ in: 'cookie', name: '__Secure-ped_rt' });
    expect(schemes.bearer?.description).toContain('valid for 15 minutes');
    expect(schemes.bearer?.description).toContain('unused for 30 days');
  });
});
