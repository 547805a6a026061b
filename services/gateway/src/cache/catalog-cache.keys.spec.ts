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
  it('versions list, featured, stats and category keys, and resolves them at a version', () => {
    expect(resolveKey(CATALOG_KEYS.categories(), 7)).toBe('catalog:v7:categories');
    expect(resolveKey(CATALOG_KEYS.category('rice-grains'), 7)).toBe('catalog:v7:category:rice-grains');
    expect(resolveKey(CATALOG_KEYS.featured(), 0)).toBe('catalog:v0:featured');
    expect(resolveKey(CATALOG_KEYS.stats(), '12')).toBe('catalog:v12:stats');
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

  it('maps catalog events to what they invalidate', () => {
    expect(invalidationFor('catalog.exporter.updated', { id: 5, companyName: 'X' })).toEqual({
      exporterIds: [5],
      bumpVersion: true,
    });
    expect(invalidationFor('catalog.exporter.deleted', { id: 6 })).toEqual({
      exporterIds: [6],
      bumpVersion: true,
    });
    expect(invalidationFor('catalog.product.created', { id: 1, exporterId: 8 })).toEqual({
      exporterIds: [8],
      bumpVersion: true,
    });
    expect(invalidationFor('catalog.category.created', { id: 19, slug: 'gloves' })).toEqual({
      exporterIds: [],
      bumpVersion: true,
    });
    expect(invalidationFor('catalog.exporter_application.submitted', { exporterId: 9 })).toEqual({
      exporterIds: [],
      bumpVersion: false,
    });
    // Unknown or unreadable: the lists are refreshed, no exporter id is guessed.
    expect(invalidationFor('catalog.something_new.happened', undefined)).toEqual({
      exporterIds: [],
      bumpVersion: true,
    });
    expect(invalidationFor('catalog.exporter.updated', { id: '5; DEL *' })).toEqual({
      exporterIds: [],
      bumpVersion: true,
    });
  });
});
