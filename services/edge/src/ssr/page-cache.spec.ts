import { acceptsGzip, keepsLastGood, pageKey } from './page-cache.js';

describe('pageKey (what one cached page is)', () => {
  it('is the path and the query with its parameters sorted', () => {
    expect(pageKey('/browse?search=rice&city=Lahore')).toBe('/browse?city=Lahore&search=rice');
    expect(pageKey('/browse?city=Lahore&search=rice')).toBe('/browse?city=Lahore&search=rice');
    expect(pageKey('/exporters/42')).toBe('/exporters/42');
    expect(pageKey('/exporters/42?')).toBe('/exporters/42');
  });

  it('keeps repeated parameters and encodes the query one way', () => {
    expect(pageKey('/browse?sort=newest&city=b&sort=years')).toBe('/browse?city=b&sort=newest&sort=years');
    expect(pageKey('/browse?search=cotton%20yarn')).toBe(pageKey('/browse?search=cotton+yarn'));
  });

  it('leaves out the parameters the page does not read: each is the same page, rendered and kept once', () => {
    expect(pageKey('/?utm_source=newsletter&fbclid=x')).toBe('/');
    expect(pageKey('/exporters/42?contact=1&utm_campaign=y')).toBe('/exporters/42');
    expect(pageKey('/browse?search=rice&gclid=1&page=2&saveSearch=1')).toBe('/browse?page=2&search=rice');
    expect(pageKey('/category/rice?view=products&ref=z')).toBe('/category/rice?view=products');
    expect(pageKey('/about?search=rice')).toBe('/about');
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

describe('keepsLastGood', () => {
  it('keeps a copy of the pages without a query, not of the searches and filters a visitor types', () => {
    for (const page of ['/', '/browse', '/category/rice', '/exporters/42', '/help'])
      expect(keepsLastGood(page)).toBe(true);
    expect(keepsLastGood(pageKey('/browse?search=rice'))).toBe(false);
    expect(keepsLastGood(pageKey('/category/rice?city=Lahore'))).toBe(false);
    expect(keepsLastGood(pageKey('/exporters/42?utm_source=x'))).toBe(true);
  });
});
