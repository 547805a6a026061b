import { accountId, principalFromClaims } from './access-token.service.js';

describe('access token claims', () => {
  it("turn `sub` back into the account's integer id", () => {
    expect(principalFromClaims({ sub: '42', kind: 'buyer', typ: 'access' })).toEqual({
      kind: 'buyer',
      id: 42,
    });
    expect(principalFromClaims({ sub: '7', kind: 'admin', role: 'admin', mcp: true, typ: 'access' })).toEqual(
      {
        kind: 'admin',
        id: 7,
        role: 'admin',
        mustChangePassword: true,
      },
    );
  });

  it('name nobody when `sub` is not a positive integer id', () => {
    for (const sub of ['', '0', '-1', '1.5', '1e3', ' 12', 'seed', '99999999999999999999']) {
      expect(accountId(sub)).toBeNull();
    }
    expect(principalFromClaims({ sub: 'seed', kind: 'admin', typ: 'access' })).toBeNull();
  });
});
