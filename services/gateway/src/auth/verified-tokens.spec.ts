import { VerifiedTokens } from './verified-tokens.js';

describe('VerifiedTokens', () => {
  const principal = { kind: 'admin' as const, id: 1, role: 'admin' as const };
  const now = Date.parse('2026-11-27T10:00:00Z');
  let clock = now;
  const at = () => clock;

  beforeEach(() => {
    clock = now;
  });

  it('recognises a verified token until the second of its exp, not from then on', () => {
    const tokens = new VerifiedTokens(10, at);
    const exp = now / 1000 + 60;
    tokens.remember('a.b.c', principal, exp);
    expect(tokens.get('a.b.c')).toEqual(principal);
    clock = exp * 1000 - 1;
    expect(tokens.get('a.b.c')).toEqual(principal);
    clock = exp * 1000;
    expect(tokens.get('a.b.c')).toBeUndefined();
  });

  it('knows only the exact token text it was given', () => {
    const tokens = new VerifiedTokens(10, at);
    tokens.remember('a.b.c', principal, now / 1000 + 60);
    expect(tokens.get('a.b.C')).toBeUndefined();
    expect(tokens.get('a.b.c ')).toBeUndefined();
  });

  it('keeps nothing without an expiry, and a frozen copy of the principal', () => {
    const tokens = new VerifiedTokens(10, at);
    tokens.remember('no.exp.here', principal, undefined);
    expect(tokens.get('no.exp.here')).toBeUndefined();
    const mutable = { ...principal };
    tokens.remember('a.b.c', mutable, now / 1000 + 60);
    mutable.id = 2;
    expect(tokens.get('a.b.c')).toEqual(principal);
    expect(Object.isFrozen(tokens.get('a.b.c'))).toBe(true);
  });

  it('forgets the least recently used past its size', () => {
    const tokens = new VerifiedTokens(2, at);
    const exp = now / 1000 + 60;
    tokens.remember('one', principal, exp);
    tokens.remember('two', principal, exp);
    tokens.get('one');
    tokens.remember('three', principal, exp);
    expect(tokens.get('two')).toBeUndefined();
    expect(tokens.get('one')).toEqual(principal);
    expect(tokens.get('three')).toEqual(principal);
  });
});
