import { ListExportersQuery } from '@ped/contracts/catalog';
import { plainToInstance } from 'class-transformer';
import {
  canonicalQuery,
  CATALOG_KEYS,
  exporterKeys,
  hashQuery,
  invalidationFor,
  resolveKey,
} from './catalog-cache.keys.js';

const listQuery = (query: Record<string, string>) => plainToInstance(ListExportersQuery, query);

describe('catalogue cache keys', () => {
  it('makes a list filtered by category depend on that category, other lists on the lists’ version', () => {
    expect(CATALOG_KEYS.exporterList(listQuery({ categoryId: '3', city: 'Lahore' })).versions).toEqual([
      'catalog:version',
      'catalog:version:category:3',
    ]);
    expect(CATALOG_KEYS.sponsored({ categoryId: 3, page: 2 }).versions).toEqual([
      'catalog:version',
      'catalog:version:category:3',
    ]);
    for (const key of [
      CATALOG_KEYS.exporterList(listQuery({ city: 'Lahore', search: 'rice' })),
      CATALOG_KEYS.productSearch({ categoryId: 3 }),
      CATALOG_KEYS.featured(),
      CATALOG_KEYS.stats(),
      CATALOG_KEYS.sitemap(),
    ])
      expect(key.versions).toEqual(['catalog:version', 'catalog:version:lists']);
    expect(CATALOG_KEYS.categories().versions).toEqual(['catalog:version']);
    expect(CATALOG_KEYS.category('rice-grains').versions).toEqual(['catalog:version']);
    expect(CATALOG_KEYS.exporter(42).versions).toEqual(['catalog:version', 'catalog:version:exporter:42']);
    expect(CATALOG_KEYS.products(42).versions).toEqual(['catalog:version', 'catalog:version:exporter:42']);
  });

  it('versions list, featured, stats and category keys, and resolves them at a version', () => {
    expect(resolveKey(CATALOG_KEYS.categories(), 7)).toBe('catalog:v7:categories');
    expect(resolveKey(CATALOG_KEYS.category('rice-grains'), 7)).toBe('catalog:v7:category:rice-grains');
    expect(resolveKey(CATALOG_KEYS.featured(), 0)).toBe('catalog:v0:featured');
    expect(resolveKey(CATALOG_KEYS.stats(), '12.4')).toBe('catalog:v12.4:stats');
    expect(resolveKey(CATALOG_KEYS.exporterList({ limit: 12, offset: 0 }), 3)).toMatch(
      /^catalog:v3:list:[A-Za-z0-9_-]{16}$/,
    );
  });

  it('keeps an exporter’s keys unversioned, and lists exactly those for deletion', () => {
    expect(resolveKey(CATALOG_KEYS.exporter(42), 9)).toBe('catalog:exporter:42:profile');
    expect(resolveKey(CATALOG_KEYS.products(42), 9)).toBe('catalog:exporter:42:products');
    expect(exporterKeys(42)).toEqual(['catalog:exporter:42:profile', 'catalog:exporter:42:products']);
  });

  it('gives one hash per meaning: order, absent and empty values do not matter', () => {
    expect(canonicalQuery({ offset: 0, limit: 12, city: undefined, search: '' })).toBe(
      canonicalQuery({ limit: 12, offset: 0 }),
    );
    expect(hashQuery({ city: 'Lahore', limit: 12 })).toBe(hashQuery({ limit: 12, city: 'Lahore' }));
    // As the gateway sees them: DTO instances after conversion, defaults filled in.
    expect(hashQuery(listQuery({ search: '', city: '', categoryId: '', verified: '' }))).toBe(
      hashQuery(listQuery({})),
    );
    expect(hashQuery(listQuery({ limit: '12', offset: '0' }))).toBe(hashQuery(listQuery({})));
  });

  it('gives different filters, pages and searches different hashes', () => {
    const hashes = [
      {},
      { offset: 12 },
      { limit: 24 },
      { city: 'Lahore' },
      { city: 'Karachi' },
      { verified: true },
      { categoryId: 3 },
      { search: 'rice' },
      { search: 'Rice' },
      { search: 'rice', city: 'Lahore' },
    ].map((q) => hashQuery({ limit: 12, offset: 0, ...q }));
    expect(new Set(hashes).size).toBe(hashes.length);
    // A value cannot pose as another field: JSON keeps the structure.
    expect(hashQuery({ search: 'a","city":"b' })).not.toBe(hashQuery({ search: 'a', city: 'b' }));
  });

  it('makes an exporter event bump that exporter, its categories and the lists, not the global version', () => {
    expect(
      invalidationFor('catalog.exporter.updated', { id: 5, companyName: 'X', categoryIds: [3, 7] }),
    ).toEqual({
      exporterIds: [5],
      versionKeys: [
        'catalog:version:exporter:5',
        'catalog:version:category:3',
        'catalog:version:category:7',
        'catalog:version:lists',
      ],
    });
    expect(invalidationFor('catalog.exporter.deleted', { id: 6, categoryIds: [2, 2] })).toEqual({
      exporterIds: [6],
      versionKeys: ['catalog:version:exporter:6', 'catalog:version:category:2', 'catalog:version:lists'],
    });
    expect(invalidationFor('catalog.exporter.created', { id: 4, categoryIds: [] })).toEqual({
      exporterIds: [4],
      versionKeys: ['catalog:version:exporter:4', 'catalog:version:lists'],
    });
  });

  it('bumps the global version for an exporter event that does not name its categories (every page goes)', () => {
    for (const data of [{ id: 5 }, { id: 5, categoryIds: [1, 'x'] }, { id: 5, categoryIds: 3 }])
      expect(invalidationFor('catalog.exporter.updated', data)).toEqual({
        exporterIds: [5],
        versionKeys: ['catalog:version'],
      });
    expect(invalidationFor('catalog.product.created', { id: 1, exporterId: 8 })).toEqual({
      exporterIds: [8],
      versionKeys: ['catalog:version'],
    });
  });

  it('maps other catalog events to the global version, and those no cached read shows to nothing', () => {
    expect(invalidationFor('catalog.category.created', { id: 19, slug: 'gloves' })).toEqual({
      exporterIds: [],
      versionKeys: ['catalog:version'],
    });
    for (const subject of [
      'catalog.exporter_application.submitted',
      'catalog.requirement.posted',
      'catalog.requirement.responded',
      'catalog.response.accepted',
      'catalog.admin_action.recorded',
    ])
      expect(invalidationFor(subject, { exporterId: 9 })).toEqual({ exporterIds: [], versionKeys: [] });
    expect(invalidationFor('catalog.exporter.approved', { exporterId: 9 })).toEqual({
      exporterIds: [9],
      versionKeys: ['catalog:version:exporter:9'],
    });
    // Unknown or unreadable: everything is refreshed, no exporter id is guessed.
    expect(invalidationFor('catalog.something_new.happened', undefined)).toEqual({
      exporterIds: [],
      versionKeys: ['catalog:version'],
    });
    expect(invalidationFor('catalog.exporter.updated', { id: '5; DEL *', categoryIds: [1] })).toEqual({
      exporterIds: [],
      versionKeys: ['catalog:version'],
    });
  });
});
