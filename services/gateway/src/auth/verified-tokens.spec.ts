import { VerifiedTokens } from './verified-tokens.js';

describe('VerifiedTokens', () => {
  const principal = { kind: 'admin' as const, id: 1, role: 'admin' as const };
  const caller = { principal, session: 'family-1' };
  const now = Date.parse('2026-11-27T10:00:00Z');
  let clock = now;
  const at = () => clock;

  beforeEach(() => {
    clock = now;
  });

  it('recognises a verified token until the second of its exp, not from then on', () => {
    const tokens = new VerifiedTokens(10, at);
    const exp = now / 1000 + 60;
    tokens.remember('a.b.c', caller, exp);
    expect(tokens.get('a.b.c')).toMatchObject(caller);
    clock = exp * 1000 - 1;
    expect(tokens.get('a.b.c')).toMatchObject(caller);
    clock = exp * 1000;
    expect(tokens.get('a.b.c')).toBeUndefined();
  });

  it('knows only the exact token text it was given', () => {
    const tokens = new VerifiedTokens(10, at);
    tokens.remember('a.b.c', caller, now / 1000 + 60);
    expect(tokens.get('a.b.C')).toBeUndefined();
    expect(tokens.get('a.b.c ')).toBeUndefined();
  });

  it('keeps nothing without an expiry, and a frozen copy of the principal', () => {
    const tokens = new VerifiedTokens(10, at);
    tokens.remember('no.exp.here', caller, undefined);
    expect(tokens.get('no.exp.here')).toBeUndefined();
    const mutable = { ...principal };
    tokens.remember('a.b.c', { principal: mutable, session: 'family-1' }, now / 1000 + 60);
    mutable.id = 2;
    expect(tokens.get('a.b.c')).toMatchObject(caller);
    expect(Object.isFrozen(tokens.get('a.b.c')?.principal)).toBe(true);
  });

  it('forgets the least recently used past its size', () => {
    const tokens = new VerifiedTokens(2, at);
    const exp = now / 1000 + 60;
    tokens.remember('one', caller, exp);
    tokens.remember('two', caller, exp);
    tokens.get('one');
    tokens.remember('three', caller, exp);
    expect(tokens.get('two')).toBeUndefined();
    expect(tokens.get('one')).toMatchObject(caller);
    expect(tokens.get('three')).toMatchObject(caller);
  });
});
