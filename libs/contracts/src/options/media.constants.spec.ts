import { MEDIA_URL_PATTERN, mediaSrcSet, mediaUrl } from './media.constants.js';

describe('stored image URLs', () => {
  const hash = '0123456789abcdef0123456789abcdef';

  it('gives a stored image every width as its srcset, smallest first', () => {
    expect(mediaSrcSet(mediaUrl('product', hash, 640))).toBe(
      `/media/product-${hash}-320.webp 320w, /media/product-${hash}-640.webp 640w`,
    );
    expect(mediaSrcSet(mediaUrl('logo', hash, 192))).toBe(
      `/media/logo-${hash}-96.webp 96w, /media/logo-${hash}-192.webp 192w`,
    );
  });

  it('leaves any other address alone (an exporter’s own https logo, none at all)', () => {
    for (const url of ['https://example.com/logo.png', `/media/other-${hash}-640.webp`, '', null, undefined])
      expect(mediaSrcSet(url)).toBeUndefined();
  });

  it('matches only names of its own form (no paths, no other extensions)', () => {
    expect(MEDIA_URL_PATTERN.test(`/media/logo-${hash}-192.webp`)).toBe(true);
    for (const url of [
      `/media/../logo-${hash}-192.webp`,
      `/media/logo-${hash}-192.png`,
      `/media/logo-${hash.toUpperCase()}-192.webp`,
      `https://evil.example/media/logo-${hash}-192.webp`,
      `/media/logo-${hash}-192.webp?x=1`,
    ])
      expect(`${url}: ${MEDIA_URL_PATTERN.test(url)}`).toBe(`${url}: false`);
  });
});
