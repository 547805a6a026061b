import { renderWidths } from '@ped/nest-kit/media';
import { SEED_CATEGORIES } from '../category/category-seed.constants.js';
import { DEMO_PICTURE_VARIANTS, initialsOf, logoSvg, productPictureSvg } from './demo-images.svg.js';

describe('demo pictures drawn as SVG', () => {
  it('draws a picture of every category, the same each time, different per variant', () => {
    for (const { slug } of SEED_CATEGORIES) {
      const pictures = Array.from({ length: DEMO_PICTURE_VARIANTS }, (_, v) => productPictureSvg(slug, v));
      expect(new Set(pictures).size).toBe(DEMO_PICTURE_VARIANTS);
      expect(productPictureSvg(slug, 1)).toBe(pictures[1]);
      expect(pictures[0]).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="640" height="400"/);
    }
  });

  it('renders every category’s picture and a logo mark into the stored widths', async () => {
    for (const { slug, name } of SEED_CATEGORIES) {
      const [small, large] = await renderWidths(
        Buffer.from(productPictureSvg(slug, 0)),
        'product',
        [320, 640],
      );
      expect(`${slug}: ${small!.length > 1000 && large!.length > small!.length}`).toBe(`${slug}: true`);
      const logo = await renderWidths(Buffer.from(logoSvg(name, slug)), 'logo', [96]);
      expect(logo[0]!.length).toBeGreaterThan(200);
    }
  }, 30_000);

  it('marks a logo with the first and last words’ initials, as the pages’ fallback does', () => {
    expect(initialsOf('Chenab Leather Garments')).toBe('CG');
    expect(initialsOf('Rice')).toBe('R');
    expect(initialsOf('  Al-Noor   Surgical & Co. ')).toBe('AC');
    expect(initialsOf('Noor &')).toBe('N');
    expect(logoSvg('Indus <Rice> & Mills', 'rice-grains')).toContain('>IM</text>');
  });
});
