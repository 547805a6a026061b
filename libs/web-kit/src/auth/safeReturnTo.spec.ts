import { safeReturnTo } from './safeReturnTo.js';

describe('safeReturnTo', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeReturnTo('/dashboard', '/x')).toBe('/dashboard');
    expect(safeReturnTo('/messages/4?tab=all#top', '/x')).toBe('/messages/4?tab=all#top');
  });

  it('falls back for anything that could leave the site or is missing', () => {
    for (const value of [
      null,
      undefined,
      '',
      'dashboard',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
      '/\tevil',
      ' /dashboard',
    ]) {
      expect(safeReturnTo(value, '/dashboard')).toBe('/dashboard');
    }
  });
});
