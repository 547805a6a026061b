import { CATALOG_VERSION_KEYS, entityId } from '@ped/contracts/page-cache';
import { matchesRoute } from '@ped/contracts/site';

const { global: GLOBAL, lists: LISTS } = CATALOG_VERSION_KEYS;

/**
 * The versions a rendered page depends on (CATALOG_VERSION_KEYS), from what it reads through the gateway:
 * - a profile `/exporters/{id}`: that exporter's profile and products (and category names: global).
 * - a category `/category/{slug}`: the category, its exporter list and sponsored slot, filtered by its id;
 *   its products view (`view=products`) lists products across categories, which follow the lists' version.
 * - `/browse`: like a category page when it is filtered by `categoryId`, else the lists' version.
 * - any other page (the home page's featured exporters and stats): the lists' version.
 * `page` is a pageKey; `categoryIdOf` gives a slug's category id. Null when the category's id is not known
 * (a slug not seen yet): the page is then rendered and not kept.
 */
export function pageVersionKeys(
  page: string,
  categoryIdOf: (slug: string) => number | undefined,
): string[] | null {
  const url = new URL(page, 'http://edge');
  const second = url.pathname.split('/')[2];
  if (matchesRoute('/exporters/:id', url.pathname)) {
    const id = entityId(second);
    return id === undefined ? [GLOBAL] : [GLOBAL, CATALOG_VERSION_KEYS.exporter(id)];
  }
  const isCategory = matchesRoute('/category/:slug', url.pathname);
  if (!isCategory && !matchesRoute('/browse', url.pathname)) return [GLOBAL, LISTS];
  let categoryId: number | undefined;
  if (isCategory) {
    categoryId = categoryIdOf(categorySlug(page)!);
    if (categoryId === undefined) return null;
  } else {
    categoryId = entityId(url.searchParams.get('categoryId'));
  }
  const versions: string[] = [GLOBAL];
  if (categoryId === undefined || url.searchParams.get('view') === 'products') versions.push(LISTS);
  if (categoryId !== undefined) versions.push(CATALOG_VERSION_KEYS.category(categoryId));
  return versions;
}

/** The slug of a category page (`/category/{slug}`, decoded, lower case), else undefined. */
export function categorySlug(page: string): string | undefined {
  const pathname = new URL(page, 'http://edge').pathname;
  if (!matchesRoute('/category/:slug', pathname)) return undefined;
  const slug = pathname.split('/')[2] ?? '';
  try {
    return decodeURIComponent(slug).toLowerCase();
  } catch {
    return slug.toLowerCase();
  }
}

/** How long a slug's absence is believed: a category created since is found after this long at most. */
const UNKNOWN_SLUG_RETRY_MS = 5000;

/**
 * The categories' ids by slug, for pageVersionKeys: loaded (GET /api/categories, cached by the gateway) on
 * first use and again when a slug is not among them, at most every UNKNOWN_SLUG_RETRY_MS. A slug's id never
 * changes, so what is known stays known.
 */
export class CategoryIds {
  private ids = new Map<string, number>();
  private loading?: Promise<void>;
  private loadedAt = -Infinity;

  constructor(private readonly load: () => Promise<{ id: number; slug: string }[]>) {}

  /** The id of `slug` as known now (no load). */
  known = (slug: string): number | undefined => this.ids.get(slug);

  /** The id of `slug`, loading the categories when it is not known (undefined: none, or they cannot be read). */
  async idOf(slug: string): Promise<number | undefined> {
    if (!this.ids.has(slug) && Date.now() - this.loadedAt >= UNKNOWN_SLUG_RETRY_MS) {
      this.loading ??= this.load()
        .then((categories) => {
          for (const { id, slug: known } of categories) this.ids.set(known, id);
        })
        .catch(() => undefined)
        .finally(() => {
          this.loadedAt = Date.now();
          this.loading = undefined;
        });
      await this.loading;
    }
    return this.ids.get(slug);
  }
}
