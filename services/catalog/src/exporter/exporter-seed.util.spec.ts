import { CITIES } from '@ped/contracts/options';
import { SEED_CATEGORIES } from '../category/category-seed.constants.js';
import { SEED_CATEGORY_PROFILES } from './exporter-seed.constants.js';
import { indefiniteArticle } from './exporter-seed.description.js';
import { buildSeedExporters, businessTypeOf, slugify } from './exporter-seed.util.js';
import { seededRandom } from './seeded-random.js';

const slugs = SEED_CATEGORIES.map((c) => c.slug);

describe('buildSeedExporters', () => {
  const exporters = buildSeedExporters(slugs);

  it('builds the same directory every time', () => {
    expect(buildSeedExporters(slugs)).toEqual(exporters);
    expect(seededRandom(1)()).toBe(seededRandom(1)());
  });

  it('has over 200 exporters with unique names and e-mails, in every category and city', () => {
    expect(exporters.length).toBeGreaterThanOrEqual(200);
    expect(new Set(exporters.map((e) => e.companyName)).size).toBe(exporters.length);
    expect(new Set(exporters.map((e) => e.email)).size).toBe(exporters.length);
    expect(new Set(exporters.map((e) => e.categorySlugs[0]))).toEqual(new Set(slugs));
    expect(new Set(exporters.map((e) => e.city))).toEqual(new Set(CITIES));
  });

  it('is mostly approved (over 200 public), with pending and rejected ones, and a share verified and premium', () => {
    const count = (test: (e: (typeof exporters)[number]) => boolean) => exporters.filter(test).length;
    expect(count((e) => e.status === 'approved')).toBeGreaterThanOrEqual(200);
    expect(count((e) => e.status === 'pending')).toBeGreaterThan(5);
    expect(count((e) => e.status === 'rejected')).toBeGreaterThan(2);
    expect(count((e) => e.isVerified)).toBeGreaterThan(50);
    expect(count((e) => e.isPremium)).toBeGreaterThan(10);
    expect(count((e) => e.status !== 'approved' && (e.isVerified || e.isPremium))).toBe(0);
  });

  it('has each exporter join within the last year, on or before its paid plan began, over several months', () => {
    for (const e of exporters) {
      expect(e.joinedDaysAgo).toBeGreaterThanOrEqual(Math.max(1, e.planDaysAgo ?? 0));
      expect(e.joinedDaysAgo).toBeLessThan(366);
    }
    const months = new Set(exporters.map((e) => Math.floor(e.joinedDaysAgo / 30)));
    expect(months.size).toBeGreaterThanOrEqual(6);
  });

  it('gives each exporter 2 to 8 priced products and a description of at least 50 characters', () => {
    for (const exporter of exporters) {
      expect(exporter.products.length).toBeGreaterThanOrEqual(2);
      expect(exporter.products.length).toBeLessThanOrEqual(8);
      expect(exporter.description.length).toBeGreaterThanOrEqual(50);
      for (const product of exporter.products) expect(product.price).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('gives every exporter only categories, products and certifications of its own trade', () => {
    for (const exporter of exporters) {
      const [main, second, ...more] = exporter.categorySlugs;
      const profile = SEED_CATEGORY_PROFILES[main!]!;
      const related = profile.related.find((r) => r.slug === second);
      expect({ exporter: exporter.companyName, more, secondFits: second === undefined || !!related }).toEqual(
        {
          exporter: exporter.companyName,
          more: [],
          secondFits: true,
        },
      );
      for (const product of exporter.products) {
        const fits =
          product.categorySlug === main
            ? profile.products.some((p) => p.name === product.name)
            : product.categorySlug === second && !!related?.products.includes(product.name);
        expect({ exporter: exporter.companyName, product: product.name, fits }).toMatchObject({ fits: true });
      }
      for (const certification of exporter.certifications)
        expect(profile.certifications).toContain(certification);
    }
    // The mismatches the demo once had: a marble quarry leading Rice & Grains, onyx crafts in Surgical Instruments.
    const pairs = new Set(exporters.map((e) => e.categorySlugs.join(' + ')));
    expect(pairs).not.toContain('marble-granite + rice-grains');
    expect(pairs).not.toContain('handicrafts + surgical-instruments');
    expect(exporters.filter((e) => e.categorySlugs.length === 2).length).toBeGreaterThan(20);
  });

  it('writes "an Islamabad-based" and "a Lahore-based" (the article goes by sound)', () => {
    expect(indefiniteArticle('Islamabad')).toBe('an');
    expect(indefiniteArticle('Lahore')).toBe('a');
    for (const { description } of exporters) expect(description).not.toMatch(/\ba [AEIOU]/);
    expect(exporters.some((e) => e.description.includes(' is an Islamabad-based '))).toBe(true);
  });

  it('writes each exporter its own description, naming its own products, not one template per category', () => {
    const skeleton = (e: (typeof exporters)[number]) =>
      e.description.replaceAll(e.companyName, 'NAME').replaceAll(e.city, 'CITY').replace(/\d+/g, 'N');
    const distinct = new Set(exporters.map(skeleton)).size;
    expect(distinct / exporters.length).toBeGreaterThan(0.95);
    for (const e of exporters)
      expect([e.companyName, e.products.some((p) => e.description.includes(p.name))]).toEqual([
        e.companyName,
        true,
      ]);
    const lengths = exporters.map((e) => e.description.length);
    expect([Math.min(...lengths) > 150, Math.max(...lengths) <= 2000]).toEqual([true, true]);
  });

  it('slugifies company names for e-mail domains', () => {
    expect(slugify('Al-Noor Rice Mills 2')).toBe('al-noor-rice-mills-2');
    expect(slugify('Dyes & Chemicals')).toBe('dyes-chemicals');
  });
});

describe('businessTypeOf', () => {
  it('reads the business type from the trade in a company name', () => {
    expect(businessTypeOf('Rice Exports')).toBe('Trading Company');
    expect(businessTypeOf('Carpet House')).toBe('Distributor');
    expect(businessTypeOf('Fisheries')).toBe('Supplier');
    expect(businessTypeOf('Textile Mills')).toBe('Manufacturer');
  });
});
