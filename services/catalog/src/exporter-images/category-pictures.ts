import { loadConfig } from '@ped/nest-kit';
import { createMediaStorage, MediaConfig, storeImage, type MediaStorage } from '@ped/nest-kit/media';
import { DEMO_PICTURE_VARIANTS, logoSvg, productPictureSvg } from './demo-images.svg.js';

export interface CategoryPictures {
  /** A logo mark for the category's exporters (the category's initials). */
  logoUrl: string;
  /** DEMO_PICTURE_VARIANTS product pictures of the category. */
  pictureUrls: string[];
}

/**
 * One logo mark and the product pictures of each category, stored (once) on the configured store: what the
 * benchmark's 100,000 exporters share, instead of a file each.
 */
export async function storeCategoryPictures(
  categories: { slug: string; name: string }[],
  storage: MediaStorage = createMediaStorage(loadConfig(MediaConfig)),
): Promise<Record<string, CategoryPictures>> {
  return storage.exclusive('demo-images', async () => {
    const pictures: Record<string, CategoryPictures> = {};
    for (const { slug, name } of categories) {
      const pictureUrls = [];
      for (let variant = 0; variant < DEMO_PICTURE_VARIANTS; variant++)
        pictureUrls.push(await storeImage(storage, Buffer.from(productPictureSvg(slug, variant)), 'product'));
      pictures[slug] = {
        logoUrl: await storeImage(storage, Buffer.from(logoSvg(name, slug)), 'logo'),
        pictureUrls,
      };
    }
    return pictures;
  });
}
