import { acceptsGzip, pageKey } from './page-cache.js';

describe('pageKey (what one cached page is)', () => {
  it('is the path and the query with its parameters sorted', () => {
    expect(pageKey('/browse?search=rice&city=Lahore')).toBe('/browse?city=Lahore&search=rice');
    expect(pageKey('/browse?city=Lahore&search=rice')).toBe('/browse?city=Lahore&search=rice');
    expect(pageKey('/exporters/42')).toBe('/exporters/42');
    expect(pageKey('/exporters/42?')).toBe('/exporters/42');
  });

  it('keeps repeated parameters and encodes the query one way', () => {
    expect(pageKey('/browse?b=2&a=1&b=1')).toBe('/browse?a=1&b=2&b=1');
    expect(pageKey('/browse?search=cotton%20yarn')).toBe(pageKey('/browse?search=cotton+yarn'));
  });
});

describe('acceptsGzip', () => {
  it('takes gzip when it is named or implied, not when refused', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('x-gzip')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
