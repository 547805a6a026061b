import { CategoryIds, categorySlug, pageVersionKeys } from './page-versions.js';

const ids: Record<string, number> = { 'rice-grains': 3, textiles: 7 };
const categoryIdOf = (slug: string) => ids[slug];
const versions = (page: string) => pageVersionKeys(page, categoryIdOf);

describe('pageVersionKeys (what a rendered page depends on)', () => {
  it('makes a profile depend on its exporter only (and the global version)', () => {
    expect(versions('/exporters/42')).toEqual(['catalog:version', 'catalog:version:exporter:42']);
    expect(versions('/exporters/nope')).toEqual(['catalog:version']);
  });

  it('makes a category page depend on its category, by the id of its slug, whatever its filters', () => {
    const rice = ['catalog:version', 'catalog:version:category:3'];
    expect(versions('/category/rice-grains')).toEqual(rice);
    expect(versions('/category/Rice-Grains?city=Lahore&page=2&sort=newest&verified=true')).toEqual(rice);
    expect(versions('/category/textiles')).toEqual(['catalog:version', 'catalog:version:category:7']);
    // Its products view lists products of any category: the lists' version too.
    expect(versions('/category/rice-grains?view=products')).toEqual([
      'catalog:version',
      'catalog:version:lists',
      'catalog:version:category:3',
    ]);
  });

  it('keeps no category page whose id is not known', () => {
    expect(versions('/category/cricket-gear')).toBeNull();
    expect(categorySlug('/category/%E0%A4')).toBe('%e0%a4');
    expect(versions('/category/%E0%A4')).toBeNull();
  });

  it('makes browse pages depend on the category they filter by, else on the lists', () => {
    expect(versions('/browse?categoryId=3&city=Lahore')).toEqual([
      'catalog:version',
      'catalog:version:category:3',
    ]);
    expect(versions('/browse')).toEqual(['catalog:version', 'catalog:version:lists']);
    expect(versions('/browse?search=rice&city=Lahore')).toEqual(['catalog:version', 'catalog:version:lists']);
    expect(versions('/browse?categoryId=x')).toEqual(['catalog:version', 'catalog:version:lists']);
  });

  it('makes the home page and any other page depend on the lists', () => {
    expect(versions('/')).toEqual(['catalog:version', 'catalog:version:lists']);
    expect(versions('/help')).toEqual(['catalog:version', 'catalog:version:lists']);
  });
});

describe('CategoryIds', () => {
  it('loads the ids on first use and again for an unknown slug, at most every 5 s', async () => {
    let loads = 0;
    const categories = new CategoryIds(async () => {
      loads += 1;
      return [{ id: 3, slug: 'rice-grains' }];
    });
    expect(categories.known('rice-grains')).toBeUndefined();
    expect(await categories.idOf('rice-grains')).toBe(3);
    expect(await categories.idOf('rice-grains')).toBe(3);
    expect(await categories.idOf('cricket-gear')).toBeUndefined();
    expect(loads).toBe(1);
    expect(categories.known('rice-grains')).toBe(3);
  });

  it('knows nothing while the categories cannot be read', async () => {
    const categories = new CategoryIds(() => Promise.reject(new Error('down')));
    expect(await categories.idOf('rice-grains')).toBeUndefined();
  });
});
